/**
 * Swearing not aimed at anyone: flagged for a look, published. One word and its forms a line,
 * and exclamations of more than one word. `#` starts a comment.
 */

/** Swearing not aimed at a person: flagged for a look, published. */
export const PROFANITY = String.raw`
mierda
putada putadas
joder
jodido
jodida
coño
cojones
hostia
hostias
carajo
pinche
pinches
puto
putos
puta
putas
verga
chingada
chingado
chingar
chingue
cagada
cagarla
ostia
mamada
mamadas
cagon
chucha
chingados
estupido estupida estupidos estupidas estupidez estupideces
payaso payasa payasos payasas
wea
weas
# The other languages' swearing (Catalan/Valencian, Galician, Basque, English).
merda
collons
carallo
kaka
fuck
fucking
shit
bullshit
coñazo
puñetero puñetera puñeteros puñeteras
cojonudo cojonuda
pucha
damn
crap
wtf
`;

/** Exclamations of more than one word, said to no one: flagged like swearing. */
export const PROFANITY_PHRASES = String.raw`
concha de la lora
la puta madre
me cago en (dios|la|el|los|las|todo|todos)
hostia puta
de los cojones
la madre que (lo|la|los|las) pario
no mames
`;
