/**
 * Insults, held whatever the sentence: one word and its forms a line (compared as written,
 * normalized), and phrases of more than one word. `#` starts a comment.
 */

/** Insults aimed at a person (Spain and Latin America). */
export const INSULTS = String.raw`
gilipollas
gilipoyas
gilipolleces
jilipollas
imbecil imbeciles
idiota idiotas
cabronazo
capullo capulla capullos capullas
subnormal subnormales
anormal anormales
tarado tarada tarados taradas
cretino cretina cretinos cretinas
mamonazo
zorra zorras
hdlgp
hijueputa
hijoputa
hijaputa
careverga caraverga carechimba
mamaverga mamavergas
pirobo piroba pirobos pirobas
malparido
malparida
malparidos
pendejo pendeja pendejos pendejas
pelotudo pelotuda pelotudos pelotudas
conchudo conchuda conchudos conchudas
culero culera culeros culeras
mamahuevo
mamahuevos
sorete
soretes
inepto inepta ineptos ineptas
lameculos
mierdas
comemierda
comemierdas
# Latin America: always insults, whatever the sentence.
aweonado aweonada aweonados aweonadas
aweonao
aweona
ahuevonado ahuevonada ahuevonados ahuevonadas
sacowea
mamaguevo
mamaguevos
mamabicho
mamabichos
cojudo cojuda cojudos cojudas
chupapija
chupapijas
ql
pndj
pndja
mamañema
mamaguebo
# Catalan/Valencian, Galician, Basque and English: the same insults in the other languages students write.
gilipolles
desgraciat
desgraciats
desgraciado desgraciada desgraciados desgraciadas desgraciades
capsigrany
parvo
parva
ergel ergela
txerri
txerria
putakume putakumea
asshole
assholes
bitch
bitches
retard
retards
motherfucker
dickhead
moron
mamarracho mamarracha mamarrachos mamarrachas
cantamañanas
zoquete zoquetes
cenutrio cenutria cenutrios cenutrias
soplagaitas
tontolaba tontolabas
mentecato mentecata mentecatos mentecatas
gañán gañanes
garrulo garrula garrulos garrulas
pendejazo pendejaza
pariguayo pariguaya
# Catalan/Valencian, Galician and Basque.
malparit malparida malparits
cabró cabrons
pailán pailana
kabroia
mamao mamaos
cerote cerotes
carepicha carepichas
`;

export const INSULT_PHRASES = String.raw`
hijo de puta
hija de puta
hijos de puta
concha de tu madre
retrasado mental
retrasada mental
me cago en tu madre
tu puta madre
chinga tu madre
chingue su madre
saco wea
saco de wea
fill de puta
filla de puta
fills de puta
fillo de puta
fillos de puta
zoaz pikutara
fuck you
(you|you re|youre|such|is|what|hes|he s|shes|she s) (an? )?(fucking )?(idiot|moron|asshole|bitch|retard|dickhead)
only an? (idiot|moron|retard)
(es|eres|sos|son|sois|era) (un|una) (retrasado|retrasada|autista|deficiente|minusvalido|minusvalida|tarado|tarada)
(es|eres|sos|era) bien puto
(que|q) (burro|burra) (es|eres)
(ese|esa|esos|esas) (puto|puta|putos|putas) (de|del)
(tonto|tonta) del (culo|bote|haba)
(es|eres|sos|era) (un|una) (tonto|tonta|tontito|tontita|tontorron|tontorrona)
`;
