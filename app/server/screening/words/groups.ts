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
cojo
coja
manco
manca
tullido
tullida
paralitico
paralitica
lisiado
lisiada
sordo
sorda
`;

/** Discriminatory words: held whatever the context. */
export const SLURS = String.raw`
maricon maricones maricona mariconazo
marica
maricas
bollera
bolleras
travelo
travelos
sudaca
sudacas
panchito
panchitos
moraco
moracos
negrata
negratas
mongolo mongola mongolos mongolas
mongolico mongolica mongolicos mongolicas
mogolico mogolica mogolicos mogolicas
longo longa longos longas
sarasa sarasas
bujarra bujarras
bujarron bujarrones
tortilera tortileras
mariposon mariposones
machorra machorras
joto jotos
trolo trolos
veneco veneca venecos venecas
bolitas
paragua
chinito chinita chinitos chinitas
cholo chola cholos cholas
charnego charnega charnegos charnegas
tullido tullida tullidos tullidas
sidoso sidosa sidosos sidosas
marimacha marimachas marimacho marimachos
cochon cochones
cholita cholitas
`;

/** Groups that become a slur in "<group> de mierda". */
export const GROUPS = String.raw`
negro
negra
negros
gitano
gitana
gitanos
moro
moros
indio
india
indios
chino
china
chinos
judio
judios
gallego
gallegos
maricon
maricones
sudaca
sudacas
mujer
mujeres
cholo
chola
cholos
cojo
coja
cojos
veneco
venecos
`;

/**
 * A group named as a pejorative: "el moro ese", "la india esa", "el negro ese de tutorías", "la
 * gitana de la biblioteca, esa gente…". Groups as a topic (el pueblo gitano, la población negra
 * del Caribe) are not pointed at anyone.
 */
export const GROUP_POINTED = String.raw`
(el|la|los|las) (moro|mora|moros|negro|negra|indio|india|gitano|gitana|chino|china|sudaca|judio|judia|cholo|chola|maricon|marica|paragua|boliviano) (ese|esa|esos|esas|este|esta)
(esa|esta) gente (te|nos|les) (roba|roban|quita|quitan)
(el|la) (moro|mora|gitano|gitana|judio|judia|cholo|chola) (de|del) [a-zñ]+
que (se vuelva|se vaya|regrese|vuelva) a su (selva|sierra|pais|tierra|rancho)
(vienen|viene) a quitarnos
(mas|muchos|llena de|lleno de) (bolitas|venecos|sudacas|moros|chinos|indios|negros|cholos|panchitos)
(es|eres) (bien|muy) puto
`;

export const TAGGED_SLUR_PHRASES = String.raw`
# ese moro de Física, esa india que da Historia
(ese|esa|este|esta|aquel|aquella) (_group|_slur) ([a-zñ]+ )?(de|del|que)
# el retrasado de Cálculo, el bolita que da Álgebra
(el|la) _slur (de|del|que)
# es una india bruta
(es|era|sos|eres) (un|una) (_group|_slur) ([a-z]+ )?(brut[oa]|suci[oa]|ignorante|salvaje|asqueros[oa]|de mierda|tacañ[oa]|cerd[oa]|igualad[oa])
# es un judío con los puntos (a group word as a trait)
(es|eres|sos|era) (un|una|muy|tan|bien) _group (con|para)
# la china de Contabilidad no se le entiende: a person called by a group word
(el|la) _group (de|del) (la |el )?[a-zñ]+ (no|es|esta|nos|se|habla|explica|tiene|parece|huele|corrige|pone)
# a disability word as what someone is: es un cojo amargado
(es|era|sos|eres) (un|una) _slur
# a nationality or a group with a slur: un boliviano muerto de hambre, una india igualada
(es|era|sos|eres) (un|una) (_group|boliviano|boliviana|peruano|peruana|venezolano|venezolana|colombiano|colombiana|paraguayo|paraguaya|ecuatoriano|ecuatoriana|dominicano|dominicana|marroqui|rumano|rumana|gallego|gallega) (muerto de hambre|muerta de hambre|igualad[oa]|ladron|ladrona|sudaca|de mierda)
(el|la|ese|esa) _slur de mierda
(el|la|ese|esa) _group (brut[oa]|suci[oa]|ignorante|salvaje|asqueros[oa]|tacañ[oa]|igualad[oa]|rata) (de|del|que)
(ese|esa|este|esta) _group (no|es|se|nos)
`;
