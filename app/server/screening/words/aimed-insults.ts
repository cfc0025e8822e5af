/**
 * Words that insult only when said of someone (es un boludo, qué pelotudo el ayudante) and are
 * otherwise filler or an exclamation (boludo, el final está regalado): one word and its forms a
 * line, and the phrases, with W for the word, that aim them at a person. `#` starts a comment.
 */

/**
 * Words that insult only when said of someone ("es un boludo", "qué pelotudo el ayudante", "el
 * singao del profesor") and are otherwise filler or an exclamation ("boludo, el final está
 * regalado", "conchetumare qué difícil"): held when aimed at a person (AIMED_AT), flagged otherwise.
 * Some are also ordinary words (gil, a surname; gonorrea, the disease; becerro, a calf; HP, a
 * brand; CTM, a trade union).
 */
export const AIMED_VULGAR = String.raw`
# Only the feminine: normalized, "forro" is "foro" (a forum).
forra
forras
hdp
# Also, in capitals, the Mexican trade-union confederation (an acronym is not flagged).
ctm
csm
ptm
mmg
culiao culia culiaos culiado culiada
culiao
conchetumare
conchetumadre
conchatumadre
conchatumare
conchesumadre
conchesumare
mmgvo
jueputa
mmgv
coñoetumadre
coñoemadre
singao singaos singada singado
# "el parcial estuvo bien cabrón" is about an exam: an insult only when said of someone.
cabron cabrona cabrones cabronas
`;

/** AIMED words that are friends' filler ("boludo, aprobé", "weón, la profe es lo máximo"): said of no one, nothing to look at. */
export const AIMED_FILLER = String.raw`
boludo boluda boludos boludas
huevon huevona huevones huevonas
guevon guevona guevones guevonas
weon weona weones weonas
gueon
marico maricos
hueon hueona hueones hueonas
`;

/** AIMED words that are also ordinary ones: said of no one, they are nothing to look at. */
export const AIMED_ORDINARY = String.raw`
gil
gila
giles
gonorrea
hp
naco naca nacos nacas
mamon mamona mamones mamonas
becerro becerra becerros becerras
inutil inutiles
astoa
# The River Plate: a fool, a swindler, a chancer.
otario otaria otarios otarias
# The Andes: a fool.
opa opas
chanta chantas
garca garcas
turro turra turros turras
pajero pajera pajeros pajeras
boludazo boludaza pelotudazo pelotudaza
# Venezuela.
gafo gafos
pajuo pajua pajuos pajuas
jalabola jalabolas
# The Southern Cone and the Andes: "es un salame", "la tutora es una zonza", "el delegado es un sapo".
sonso sonsa sonsos sonsas
zonzo zonza zonzos zonzas
salame salames
nabo nabos
sapo sapa sapos sapas
bobo boba bobos bobas
lerdo lerda lerdos lerdas
bocazas
ojete ojetes
ruc rucs   # a donkey, in Catalan: "ets un ruc"
charlatan charlatana charlatanes
palomo palomos   # a fool, in the Dominican Republic
tavy   # a fool, in Paraguay
`;

/** Where an AIMED_INSULTS word (written W) is said of a person; matched on the sentence with its commas. */
export const AIMED_AT = String.raw`
# "es un boludo", "sos un gil", "es una gonorrea" (but "una gonorrea de difícil" is about a subject).
(es|eres|sos|son|sois|era|fue|e|ets) (un |una |unha )?(bien |muy |tan |re |terrible de |tremendo |tremenda |flor de |pedazo de |puto |puta |maldito |maldita |pinche )?W(?! de (dificil|larga|largo|pesada|pesado|complicada|complicado|aburrida|aburrido|mala|malo|facil|buena|bueno))
# "qué pelotudo el ayudante", "bien mamón el maestro", "qué weón más inútil el profe".
(que|q|menudo|menuda|vaya|flor de|pedazo de|tremendo|tremenda|bien|muy|pinche|maldito|maldita) W( mas [a-z]+| tan [a-z]+)? (el|la|ese|esa|este|esta|los|las)
# "csm el profe de Química", "coñoetumadre el de Contaduría".
W (el|la|ese|esa|este|esta|los|las) (profe|profesor|profesora|profes|maestro|maestra|ayudante|jtp|titular|jefe|jefa|coordinador|coordinadora|preparador|preparadora|monitor|monitora|tutor|tutora|decano|decana|delegado|delegada|man|tipo|tipa|de|del)
# "el singao del profesor", "ese huevón de Estadística", "la profe culiá".
(el|la|ese|esa|este|esta) W (de|del|que|do|da)
(profe|profesor|profesora|maestro|maestra|ayudante|viejo|vieja|tipo|tipa) W
# Basque: "astoa zara".
W (zara|zarete|da)
`;
