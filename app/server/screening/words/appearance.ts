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
cabezón
bigotudo
esquelético
enano
bizco
tuerto
adefesio
esperpento
obeso
fofo
chaparro   # short, in Mexico
petiso     # short, in the River Plate
pelón
narizón
dientón
orejudo
panzudo
culón
bigotón
mofletudo
cachetón
`;

/**
 * Body shaming: a person's body or looks made fun of ("la profe gorda esa", "parece un cerdo
 * sudando", "tiene cara de rata"). Held like an insult. The same words as surnames (la profesora
 * Gordillo, el profesor Calvo) or course content (obesidad, sobrepeso) are not about anyone's body.
 * LOOKS in a phrase stands for one of these words, compared as written (normalized).
 */
export const LOOKS_WORDS = String.raw`
gordo
gorda
gordos
gordas
foca
vaca
ballena
orca
morsa
cerdo
cerda
enano
enana
feo
fea
calvo
calva
bizco
bizca
tuerto
tuerta
manco
manca
jorobado
jorobada
seboso
sebosa
gordinflon
gordinflona
adefesio
esperpento
esqueletico
esqueletica
retaco
tapon
`;

export const APPEARANCE_PHRASES = String.raw`
(el|la|ese|esa) (profe |profesor |profesora |maestro |maestra |ayudante )?LOOKS( asqueroso| asquerosa| de mierda| esa| ese)? (ese|esa|de|del)
(es|eres|era|sos) (un|una) LOOKS
LOOKS (seboso|sebosa|asqueroso|asquerosa|feo|fea|el de|la de)
(parece|pareces|parecia|es|eres|era) (un|una) (palo|cerdo|cerda|foca|vaca|ballena|orca|morsa|mono|gorila|sapo|rata|escoba|zombie|esqueleto|tonel|barril|adefesio|cadaver|momia)
(cara|dientes|nariz|boca|piernas|brazos|culo|cuello|manos|orejas|papada|panza|barriga) de (rata|caballo|culo|cerdo|sapo|mono|besugo|conejo|burro|bulldog|elefante|vaca|foca|ballena|hipopotamo|rana|morsa|orca|pavo)
(un|una|el|la) (culo|trasero|barriga|panza|papada|nariz|narizota) (enorme|gigante|inmenso|inmensa|asqueroso|asquerosa)
(lleno|llena) de granos
(papada|barriga|panza|tripa) de (tres|dos|cuatro|varios) (pisos|plantas)
(unos )?granos que dan asco
(cuerpo|cara|pinta|voz) de (morsa|foca|vaca|ballena|cerdo|cerda|sapo|rata|pito|pollito|mono|gallina|pato|orca)
(parece|es) un (pollito|pollo|pato) (ahogado|mojado|desplumado)
(viene|va|esta) (horrible|hecha un asco|hecho un asco) con (ese|esa|esos|esas)
(no cabe|no entra) (ni )?por la puerta
cruje la silla
(es|esta) (tan|muy|super|re) LOOKS que
(mas|tan) LOOKS que
(da|me da|dan) asco (verlo|verla|verle|mirarlo|mirarla|su cara|su cuerpo)
que se depile
con (ese|esa|esos|esas) (bigote|cara|cuerpo|barriga|papada|nariz|piernas|panza|dientes|orejas|granos) ([a-z]+ ){0,8}(no|deberia|que|parece|da)
(dientes|aliento) (amarillos|podridos|torcidos|negros|apestoso|asqueroso)
(huele|olia|apesta|apestaba) a (sobaco|sudor|pies|mierda|muerto|podrido|cebolla)
(nariz|narizota|barriga|panza|tripa|papada|culo|orejas|cabeza) que (entra|llega|tapa|ocupa|no cabe|parece)
(tiene|con) mas (bigote|barba|barriga|papada|granos|panza|pelos) que
(esta|es|va) (como|hecho|hecha) (un|una) (foca|vaca|ballena|tonel|vela|palillo|fideo|cerdo|cerda|morsa|sapo)
(que )?asco de (dientes|cara|cuerpo|pelo|piel|barriga|panza|aliento)
(parece|es|esta) (anorexic[oa]|esqueletic[oa])
(un )?palo de escoba
(vaya|que|menudo|menuda) (culo|barriga|panza|papada|narizota|nariz|orejas|tetas)( [a-z]+)? tiene
`;

export const TAGGED_APPEARANCE_PHRASES = String.raw`
# el calvo barrigón de Economía, la bigotuda de Latín, el flaco esquelético de Programación
(el|la|ese|esa|este|esta) (profe |profesor |profesora |maestro |maestra |ayudante |tutor |tutora )?(flaco |flaca )?_body( _body)? (de|del|que|ese|esa)
# qué fea es la de inglés
(que|q) _body (es|esta) (el|la|ese|esa)
# el de Mates está gordísimo, la profe es muy fea
(el|la) de [a-zñ]+ (es|esta|sigue) (muy |tan |re |super |bien )?_body
(profe|profesor|profesora|maestro|maestra|tutor|tutora|ayudante) (es|esta|sigue) (muy |tan |re |super |bien )?_body
(el|la|ese|esa) cuatro ojos
(suda|huele|come|ronca|resopla) como (un|una) (cerdo|cerda|foca|vaca|mono|marrano|marrana)
# orejón y cabezón
_body y _body
`;
