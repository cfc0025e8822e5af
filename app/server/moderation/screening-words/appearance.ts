/**
 * Words about someone's body or looks, read by their stem (gorda, gordo, gordísimo; barrigón,
 * barrigona). Held when said of a person: "la gorda de Química", "qué fea es la de inglés", "el de
 * Mates está gordísimo" (screening.server.ts, APPEARANCE_PHRASES). `#` starts a comment.
 */
export const BODY_WORDS = String.raw`
gordo
gordinflón
seboso
feo
fea
feísimo   # "fe" alone is faith: the superlative is listed, not derived
calvo
barrigón
panzón
narigón
narigudo
orejón
bigotudo
esquelético
enano
bizco
tuerto
adefesio
esperpento
`;
