/**
 * Group words that, pointed at someone, are a slur ("ese moro de Física", "el moro ese"), and the
 * words that insult a person by a disability or an origin ("el retrasado de Cálculo", "el bolita que
 * da Álgebra"), read by their stem (screening.server.ts, GROUP_POINTED). `#` starts a comment.
 */
export const GROUP_WORDS = String.raw`
moro
negro
gitano
chino
sudaca
indio
judío
cholo
veneco
maricón
marica
bolita      # a Bolivian, in Argentina
paragua     # a Paraguayan, in Argentina
panchito
`;

/** Compared as written (normalized), not by stem: "retraso" shares the stem of "retrasado". */
export const PERSON_SLURS = String.raw`
retrasado
retrasada
mongolo
mongola
subnormal
bolita
paragua
sudaca
panchito
cholo
chola
`;
