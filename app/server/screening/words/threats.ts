/**
 * Threats to someone's things: a verb of damage and a belonging, read by their stem ("le pincho las
 * ruedas", "le vamos a romper los vidrios", "su despacho va a amanecer destrozado", screening.server.ts,
 * THREAT_PHRASES). `#` starts a comment.
 */
export const DAMAGE_VERBS = String.raw`
pinchar
rayar
romper
quemar
incendiar
destrozar
reventar
destruir
prender   # prender fuego
ponchar   # to puncture, in Mexico
rajar     # a tyre, a seat
cortar
abollar
apedrear
desinflar
estropear
dañar
arruinar
volar     # volarle el coche
envenenar
pintar    # pintarle la puerta, el coche
grafitear
partir    # partirle el móvil
patear
arrancar  # las plantas, el jardín
hackear
borrar
envenenar
roto      # romper's participle, which Snowball stems apart
tirar     # tirarle el portátil por la ventana
aflojar   # los tornillos de la rueda
soltar    # se le podría soltar una rueda
arder
inundar
`;

export const BELONGINGS = String.raw`
coche
carro
auto
moto
bici
bicicleta
camioneta
furgoneta
casa
despacho
oficina
ventana
vidrio
cristal
rueda
neumático
llanta
compu
computadora
portátil
móvil
celular
parabrisas
retrovisor
frenos
vehículo
piso
apartamento
departamento
ordenador
perro
perrito
gato
gatito
mascota
cotxe
buzón
jardín
mascota
perro
gato
mochila
bolso
tablet
pertenencias
puerta
vespa
maletín
teléfono
celu
ofi
planta
fachada
cerradura
ordenador
computador
laptop
notebook
archivos
`;

export const THREAT_PHRASES = String.raw`
# Said outright.
te voy a (matar|partir|romper|reventar|buscar|pegar|esperar)
le voy a (matar|partir|romper|reventar|pegar)
(te|lo|la|los|las|le) (mato|matare|reviento|rompo la cara)(?! con)
(partir|romper|reventar|partirle|romperle|reventarle|partirte|romperte|reventarte|parto|rompo|reviento|partire|rompere|trenque|trencare|trenco) (la cara|la boca|las piernas|los dientes|la crisma|el alma|la madre|la jeta|el hocico|els morros)
(pegar|meter)(le|te) un tiro
un tiro en la cabeza
(le|te|les) (pongo|doy|damos|meto|metemos|voy a dar|vamos a dar|voy a poner|vamos a poner|voy a meter|vamos a meter) (una|un) (madriza|paliza|golpiza|putiza|pela|tunda|somanta|zurra|hostia|ostia|galleta|bofetada|bofeton|vergazo|chingadazo)
(le|te) (vamos a dar|daremos|voy a dar) una paliza
(hay|habria|habra) que (matarlo|matarla|matarle|colgarlo|colgarla)
(i will|ill|im going to|i am going to|gonna) (kill|hurt|beat up|find) (you|him|her)
hil egingo (zaitut|dut|dugu)
(vouche|voute|voulle) (matar|partir)
# Conditional and vague menace: what will happen to someone, without saying what.
(?<!(?:si|no) )(se|te) (va|vas|van) a (enterar|arrepentir|acordar de mi|acordar de nosotros)
(hacer|hare|voy a hacer|vamos a hacer) que (se|te) arrepienta
no respondo de (lo que|mis actos|mi)
(me las|la|lo) (va|vas|van) a pagar
me las pagara
(le|te|les) (va|vas|van) a salir (caro|cara)
(le|te) (llega|llegara|va a llegar) su hora
(todo|aqui todo) se paga
se hacen se pagan
nos veremos las caras (fuera|afuera|a la salida|en la calle|en el parking|cuando)
(cuidadito|ojito) con lo que (hace|haces|dice|dices)
no (sabe|sabes|saben) con quien (se|te) (mete|metes|metio|metiste|meten|metieron|esta metiendo|estas metiendo)
(mire|mira|mirad|miren) (bien )?por donde (anda|andas|camina|caminas|va|vas)
pienselo (bien|antes|dos veces)
(buscando|busca|quiere) que (le|te) pase algo
(le|te) va a pasar( algo)?
ya veremos quien se rie
(despues|luego|entonces|ya) no respondo
(ya )?(sabra|sabras|sabran) de mi
(que )?(disfrute|disfrutes|disfruta) (mientras (pueda|puedas)|sus ultimos|sus ultimas|tus ultimos|tus ultimas)
(le|te|les) (haga|hagan|hagamos|hacemos|haremos|vamos a hacer) una visita
con nosotros no se juega
(termina|acaba|terminara|acabara|va a terminar|va a acabar|terminas|acabas) con (la nariz rota|las piernas rotas|la cara rota|los dientes rotos|un ojo morado|la cabeza abierta)
(llevo|llevamos) ([a-z]+ )?(semanas|dias|meses) (siguiendote|siguiendole|siguiendola|siguiendolo|vigilandote|vigilandole|vigilandola|vigilandolo)
(se|sabemos|se bien) en que (bus|autobus|metro|tren|coche|carro|parada|calle) (vuelve|va|viene|sale|coge|toma)
# Wishing harm.
ojala (que )?(te|se) (mueras?|mueran|pudra|pudras|estrelle|estrelles|mate|mates|ahogue|ahogues|atragante|caiga|caigas)
ojala (que )?([a-zñ]+ ){0,5}(lo|la|le|los|les|te) (maten|mate|atropelle|atropellen|asalten|asalte|roben|pegue|peguen|secuestren|violen|aplaste|parta un rayo|pase algo)
ojala (que )?(le|te|les) (de|den) (un|una) (infarto|ictus|cancer|derrame|ataque|tiro|paliza|golpe|paro)
ojala (que )?(tenga|tengas) un accidente
(que|espero que|deseo que) (se|te) (muera|mueras|mueran|pudra|pudras) (ese|esa|el profe|la profe|el profesor|la profesora|ya|de una vez|pronto)
(que|espero que) (le|lo|la) (quemen|rayen|pinchen|atropellen|maten|peguen|revienten)
# Harm to someone's property.
(rayar|rayarle|rayamos|raye|rayen|raya|pinchar|pincharle|pinchamos|pinche|pinchen|pincha|quemar|quemarle|quemamos|queme|quemen|quema|romper|romperle|rompemos|rompa|rompan|reventar|reventarle|revienta|reviente|revienten|destrozar|destrozarle|destrozamos|destroce|destrocen) (el|los|la|las|su|sus) (coche|ruedas|neumaticos|carro|auto|moto|casa|despacho|ventanas|cristales|llantas|lunas)
(casa|coche|carro|despacho|moto) ardiendo
(dejarle|dejar|dejarte|dejamos|dejemos) un regalito en (el|su|tu) (coche|carro|despacho|casa|moto)
# Letting someone know they are watched.
(se|sabemos|sabe|sabes|conozco|conocemos|tengo|tenemos) (donde|a que hora|cuando|por donde) (vive|vives|viven|sale|sales|entra|entras|aparca|aparcas|estaciona|estacionas|camina|caminas|trabaja|trabajas|anda|andas|duerme|deja el coche)
(se|sabemos|sabe|sabes) donde vives?
(te|le|los|les|la|lo) (estamos|estoy|tenemos|tengo) (vigilando|observando|siguiendo|vigilado|vigilada|fichado|fichada|controlado|controlada)
(su|sus|tu|tus) (hija|hijo|hijos|hijas|ninos|nenes|crios) (va|van) al (colegio|cole|escuela|instituto|guarderia)
(te|le|lo|la|los|les) (espero|esperamos|esperaremos|esperare|estare esperando|estaremos esperando) (a|en) (la salida|el parking|el aparcamiento|el estacionamiento|la puerta|su casa|tu casa|la parada)
(ahi|alli) (lo|la|le|los|las) (esperamos|pillamos|pillaremos|agarramos|esperaremos|cazamos)
(sale|sales) (sola|solo) de noche
# Calls for others to hurt someone.
alguien (deberia|tendria que|tiene que|debe|podria) (pegarle|partirle la cara|romperle la cara|darle una paliza|darle una buena paliza|darle un buen susto|darle su merecido|darle un susto|darle una leccion|matarlo|matarla|callarlo|callarla|ajustarle las cuentas)
(hay|habria|habra|tenemos) que (ir|salir) a por (el|ella|el profe|la profe)
(vamos|iremos) a por (el|ella|el profe|la profe)
(hay|habria|habra) que (pegarle|darle una paliza|partirle la cara|romperle la cara|darle su merecido|darle un escarmiento|darle un susto|quemarle|lincharlo|lincharla|darle una leccion)
(a ver si|que|si) (alguien|algun) (le|lo|la) (pega|parta|parte|calla|mata|atropella|pincha|revienta|raya|quema)
(a ver si|que|si) (alguien|algun) (le|lo|la) (da|de|dan|den) (una|un) (buena |buen )?(paliza|golpiza|madriza|leccion|hostia|escarmiento|susto)
somos [0-9]+ y (el|ella) (uno|una) (solo|sola)
(te|os) espero a la salida
no (sale|sales|saldra|saldras|salen) (entero|entera|enteros|vivo|viva|ileso|ilesa)
(denle|dale|darle|denles) su merecido
(azucar|arena|sal) en el (deposito|tanque|motor)
(va|vas|van) a saber lo que es bueno
(le|te|les) (meto|meteria|voy a meter|vamos a meter|pego|doy) (un )?(balazo|tiro|navajazo|plomazo|puñalada|punalada|machetazo)
(vas|va|van) a ver como (te|le|les) va
cuando (salgas|salga) (de noche|sola|solo)
(la|lo|le|te|los|las) (voy|vamos|van) a esperar (en|a) (la salida|el parking|el aparcamiento|el estacionamiento|la puerta|su casa|tu casa|la parada)
(le|te|les) (vamos|voy) a dar una (leccion|paliza|golpiza|madriza)
(lo|la|le|los|las) (vamos|voy|van) a (quebrar|tronar|madrear|cascar|cagar a palos|moler a palos)
(le|te|les) (mando|mandamos|voy a mandar|vamos a mandar|envio|enviamos) (a )?(unos|mis|unos cuantos|a mis) (amigos|primos|colegas|panas|manes|pibes|chicos|compas)
(pienso|voy a|vamos a|pensamos) esperar(le|la|lo|les)? ([a-zñ]+ ){0,4}(en|a) (la salida|el parking|el aparcamiento|el estacionamiento|el parqueadero|la puerta|su casa)
(a la salida|en el parking|en el aparcamiento|en el parqueadero|en el estacionamiento) (te|le|lo|la|los|las) (estamos|estoy|estaremos|estare|vamos a estar|voy a estar) esperando
(le|te|les) (vamos|voy) a (enseñar|ensenar) lo que es bueno
se (arreglan|arregla|resuelven) de otra (forma|manera)
(denle|dale|darle|denles) un escarmiento
(filtrar|publicar|subir|difundir|pasar|mandar|ensenar|enseñar)[a-z]* (sus|tus|las) fotos (privadas|intimas|desnud[a-z]*)
(se|sabemos|sabe|conozco) donde deja (estacionad[oa] |aparcad[oa] |parquead[oa] )?(el|la|su) (auto|coche|carro|moto|bici)
(li|et|els) (destrosso|trenco|cremo|punxo|ratllo|rebento) (el|la|els|les) (cotxe|moto|despatx|casa|rodes)
(slash|key|smash|burn|trash|wreck) (his|her|your|their) (tires|tyres|car|office|house|windows)
(te|le|lo|la) (apuñalo|apunalo|acuchillo|rajo|degüello|deguello|disparo)
(le|te) (echo|pongo|meto|echamos|ponemos) (lejia|veneno|matarratas|laxante|algo) en (el|su|tu) (cafe|comida|agua|bebida|vaso)
(lo|la|le) (vamos|van) a agarrar entre (todos|varios)
no (va|vas|van) a poder (caminar|andar|volver)
`;

/**
 * Signs of damage that are not a verb: what a threat to someone's things is done with or ends in
 * ("hecho pedazos", "al fuego", "lejía", "azúcar en el tanque", "sin ruedas"), read by stem.
 */
export const DAMAGE_SIGNS = String.raw`
pedazos
trizas
añicos
fuego
lejía
silicona
basura
huevos
pintada
spray
azúcar
martillazo
batazo
clavo
desaparecer
río
lago
ladrillo
piedra
veneno
matarratas
`;

/**
 * A threat's frame: a sentence with someone else's belonging, a sign of damage and one of these
 * (what is coming, a condition, a call on others, a wink) is a threat to their things
 * (screening-threats in screening.server.ts). Course content and fiction are left out first.
 */
export const THREAT_FRAMES = String.raw`
(voy|vamos|van|va) a
(le|les) (voy|vamos)
se le (podria|puede|va a)
(seria|es|fuera) una (pena|lastima)
que no se (sorprenda|extrañe|queje)
(cualquier dia|un dia de estos|el dia menos pensado)
tiene los dias contados
ya (vera|veras|veran|sabe|sabra|me contareis|me contaran)
a ver si (asi )?(aprende|se calla|escarmienta|se entera)
avisad[oa]s? (estan|esta|quedan|queda)
(como|si) (no|siga|sigue|vuelva|vuelve|me|el|la|le)
alguien (deberia|tendria que|podria|tiene que)
quien (tiene|se apunta|viene|trae)
(lo juro|nomas digo|ya me entend[a-z]*|nosotros nos encargamos|que se vaya preparando|palabra)
(tengo|tenemos) ganas de
(apenas|cuando) (salga|deje|se vaya)
la proxima vez
(le|les|te) (rompo|quemo|pincho|rayo|pateo|destrozo|reviento|parto|arranco|borro|hackeo)
ya (tenemos|tengo)
se (queda|quedara|va a quedar) sin
`;

/**
 * Phrases over the text with the words of a class replaced by its tag, each class read by stem
 * from its word file (words/): `_damage` and `_thing` (threats.ts), `_body`
 * (appearance.ts), `_group` and `_slur` (groups.ts). One phrase then covers every form of its words.
 */
export const TAGGED_THREAT_PHRASES = String.raw`
# le pincho las ruedas, le vamos a romper los vidrios de la oficina, te quemo el coche
(le|les|te|se la|se lo) ((voy|vamos|van|va) a )?_damage (el|la|los|las|su|sus|tu|tus) _thing
# su despacho va a amanecer destrozado, tu coche puede aparecer quemado
(su|tu|sus|tus) _thing (va a|van a|puede|pueden|podria|acabara|terminara) ([a-zñ]+ )?_damage
# se queda sin camioneta, la quemo yo mismo
sin _thing (la|lo|las|los) _damage
(se la|se lo|le|les|te) (hago|haremos|hacemos|voy a hacer|vamos a hacer) desaparecer
cuidado con (tu|su|tus|sus) _thing
(tirar|tiro|tiramos|tire|tiren) (le |te )?(el|la|los|las|su|sus|tu|tus) _thing por la _thing
(lo|la|los|las|le|les|te) (vamos|voy|van|estamos|estoy|estaremos|estare) (a estar )?esperando (en|a) (la salida|el parking|el aparcamiento|el estacionamiento|la puerta|su casa|tu casa|la parada)
# romperle la computadora, quemarle el coche
_damageto (el|la|los|las|su|sus|tu|tus) _thing
# tirarle el móvil al lago, piedras a la ventana, huevos contra la fachada de su casa
(tirar|tiro|tiramos|tiraron|tire|tiren|tirarle|tirarte)[a-z]* (el|la|los|las|su|sus|tu|tus) _thing (al|a la|por la|por el|contra)
(piedras|huevos|pintura|basura) (a|contra) (la|el|su|sus|tu|tus) (fachada|puerta|_thing)
# ya sabemos dónde deja la bici, sé cuál es su coche; que cuide bien su moto; sería una pena que se quemara
(se|sabemos|conozco|conocemos) (cual|donde|en que) ([a-z]+ ){0,3}(su|tu|la|lo) (_thing|deja|aparca|estaciona|guarda)
(que )?(cuide|cuida|cuidate|cuidese) (bien )?(su|tu|sus|tus) _thing
(seria|es|fuera) una pena que ([a-z]+ ){0,3}_damage
# le rayo toda la puerta; el coche se lo voy a rayar
(le|les|te|se la|se lo) ((voy|vamos|van|va) a )?_damage (todo|toda|todos|todas) (el|la|los|las|su|sus|tu|tus) _thing
_thing (se lo|se la|se los|se las|lo|la|los|las) (voy a |vamos a |van a )?_damage
# le van a aparecer las ruedas pinchadas; que se despida de su coche
(aparecer|amanecer|encontrar)[a-z]* (con )?(el|la|los|las|su|sus|tu|tus) _thing _damage
(que )?se (despida|despidan|vaya despidiendo) de (su|sus) _thing
# a pet or a thing that may "not come back": al perro de la profe le puede pasar algo
(el|la|al|su) _thing ([a-zñ]+ ){0,10}(no vuelve|no vuelva|no volvera|algo raro|puede pasar algo|pueda pasar algo|va a pasar algo|desaparece|desaparezca|le doy algo|darle algo|dar algo)
# a call to damage: quién se apunta a ponchar las llantas, hay que rayarle el coche
(quien se apunta a|quien viene a|hay que|vamos a|a ver si alguien|habria que|deberiamos) (_damage|_damageto) (el|la|los|las|su|sus) _thing
`;
