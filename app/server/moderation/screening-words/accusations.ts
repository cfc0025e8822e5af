/**
 * The words of an accusation of a crime or of serious misconduct, read by
 * screening-accusations.server.ts. Every word is compared by its Snowball stem, so one verb covers
 * all its forms (acosar: acosa, acosó, acosaba, acosando, acosador, acoso). `#` starts a comment.
 */

/**
 * Acts, one verb a line in the infinitive. What follows the `|` narrows a verb that is also an
 * everyday one, and is met when any part is:
 * - `before:` a word right before it (nos acosaba, me tocó);
 * - `after:` a word among the next eight (vende los exámenes, toca a las alumnas);
 * - `not after:` none of these among the next three (nos roba tiempo is no theft);
 * - `also:` another root its irregular forms start with (pedir: pide, pidió).
 * A verb with `after:` counts its nouns (venta, tocamiento) only with that word too.
 */
export const ACTS = String.raw`
acosar
abusar | before: me/nos/les/la/lo | after: sexual/sexualmente/alumna/alumno/estudiante/chica/chico/menor/becaria/becario/poder/autoridad/posición/mí/nosotras/nosotros/ellas
agredir
empujar | before: me/nos/les/te/la/lo | after: alumno/alumna/estudiante/compañero/compañera/pared
violar | before: me/nos/la/lo/las/los | after: alumna/alumno/estudiante/chica/chico/menor/compañera/compañero
manosear
sobornar
chantajear
extorsionar
estafar | not after: tiempo/hora
plagiar
falsificar | after: acta/nota/firma/calificación/expediente/título/documento/examen/resultado/dato
amañar | after: acta/nota/plaza/examen/oposición/concurso/tribunal/calificación
vender | after: examen/nota/aprobado/pregunta/respuesta/título/plaza/acta/enunciado/parcial/final/solución/calificación/tfg/tfm/tesis/trabajo
cobrar | after: aprobar/aprobado/pasar/nota/firmar/examen/revisión/plaza
aceptar | after: soborno/coima/mordida/sobre/dinero/plata/regalo
recibir | after: soborno/coima/mordida/sobre
pedir | also: pid | after: soborno/coima/mordida/dinero/plata/pasta/lana/guita/billete
robar | not after: tiempo/hora/vida/sueño/energía/gana/paciencia/protagonismo/corazón/alma/minuto/sonrisa/fin/semana/idea/clase
hurtar
pegar | before: me/nos/les/te | after: alumno/alumna/estudiante/chico/chica/niño/niña/compañero/compañera/puñetazo/bofetada/paliza/patada | not after: grito/voz/bronca/chapa/rollo/susto/bajón/vuelta/tostón/sermón
golpear | not after: mesa/pizarra/puerta/pupitre
tocar | after: alumna/alumno/chica/chico/estudiante/culo/trasero/pierna/muslo/pecho/teta/cintura/pelo/becaria
amenazar | before: me/nos/les/te/la/lo/las/los | after: alumno/alumna/estudiante/compañero/compañera/muerte/denuncia/pistola/navaja | not after: examen/sorpresa/control/test/parcial/tarea/trabajo/deber/falta
discriminar | before: me/nos/les/te/la/lo/las/los | after: mujer/alumna/chica/extranjero/extranjera/inmigrante/latino/latina/negro/negra/gitano/gitana/gay/lesbiana/homosexual/trans/embarazada/discapacidad/discapacitado/musulmán/musulmana/judío/judía/indígena
drogar | before: se
emborrachar | before: se
encubrir | after: acoso/abuso/agresión/plagio/fraude/delito/acosador/agresor
malversar
`;

/**
 * Who commits an act, said of someone (es un acosador, el profe ladrón, ese corrupto), besides the
 * agent nouns of the acts above (acosador, abusador, violador, estafador…), which count already.
 */
export const AGENT_NOUNS = String.raw`
ladrón
ladrona
corrupto
corrupta
delincuente
criminal
pederasta
pedófilo
pedófila
agresor
agresora
maltratador
maltratadora
chorro   # a thief, in the River Plate
chorra
narco
camello  # a dealer, in Spain
borracho
borracha
drogadicto
drogadicta
cocainómano
cocainómana
alcohólico
alcohólica
depravado
degenerado
pervertido
pervertida
baboso   # one who makes unwanted advances
babosa
sinvergüenza
`;

/**
 * Deeds named as nouns, besides the nouns of the acts above (acoso, abuso, robo, plagio, soborno,
 * chantaje…): an accusation when the deed is someone's (el acoso del profesor, sufrimos abusos,
 * lo denunciaron por agresión), course content otherwise (estudiamos el acoso escolar).
 */
export const DEED_NOUNS = String.raw`
agresión
violación
tocamiento
corrupción
extorsión
malversación
soborno
coima
mordida
cachetada
bofetada
tortazo
guantazo
puñetazo
patada
paliza
`;

/** Deeds also said of a subject or an exam in exaggeration (el examen fue un robo): a deed only when someone's. */
export const DEED_HYPERBOLE = String.raw`
robo
estafa
atraco
timo
crimen
`;
