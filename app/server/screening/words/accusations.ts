/**
 * The words of an accusation of a crime or of serious misconduct, read by
 * accusations.server.ts. Every word is compared by its Snowball stem, so one verb covers
 * all its forms (acosar: acosa, acosó, acosaba, acosando, acosador, acoso). `#` starts a comment.
 */

/**
 * Acts, one verb a line in the infinitive. What follows the `|` narrows a verb that is also an
 * everyday one, and is met when any part is:
 * - `before:` a word right before it (nos acosaba, me tocó);
 * - `after:` a word among the next eight (vende los exámenes, toca a las alumnas);
 * - `not after:` none of these among the next three (nos roba tiempo is no theft);
 * - `also:` another root its irregular forms start with (pedir: pide, pidió);
 * - `noun:` a form that is also the act's noun (la estafa): a verb only after a pronoun or a person.
 * A verb that carries one of its `before:` pronouns (pegándole, amenazarlos) meets it too.
 * A verb with `after:` counts its nouns (venta, tocamiento) only with that word too.
 */
export const ACTS = String.raw`
acosar
abusar | before: me/nos/les/la/lo | after: sexual/sexualmente/alumna/alumno/estudiante/chica/chico/menor/becaria/becario/poder/autoridad/posición/mí/nosotras/nosotros/ellas
agredir
empujar | before: me/nos/les/te/la/lo | after: alumno/alumna/estudiante/compañero/compañera/pared
violar | before: me/nos/la/lo/las/los | after: alumna/alumno/estudiante/chica/chico/menor/compañera/compañero
manosear
zarandear | before: me/nos/les/la/lo/las/los
agarrar | before: me/nos/les/la/lo/las/los | after: brazo/cuello/pelo/muñeca/culo/cintura/pierna/pecho | not after: cariño/manía/mania/confianza/gusto/tirria/rollo/onda
sobrepasar | before: se
manipular | after: encuesta/nota/acta/resultado/voto/elección/dato/evaluación/calificación
revender
cambiar | after: acta/favorito/expediente/hijo/hija/sobrino/sobrina/novio/novia/amigo/amiga
sobornar
chantajear
extorsionar
estafar | not after: tiempo/hora | noun: estafa
plagiar
falsificar | after: acta/nota/firma/calificación/expediente/título/documento/examen/resultado/dato
amañar | after: acta/nota/plaza/examen/oposición/concurso/tribunal/calificación
vender | after: pastilla/examen/nota/aprobado/pregunta/respuesta/título/plaza/acta/enunciado/parcial/final/solución/calificación/tfg/tfm/tesis/trabajo/droga/porro/coca/cocaína/marihuana
cobrar | after: aprobar/aprobado/pasar/nota/firmar/examen/revisión/plaza/recuperación/cabeza/tesis/tfg/tfm/convalidación/recuperatorio/graduar/título/firma/asistencia/negro/mano/soborno/coima/vacuna
aceptar | after: soborno/coima/mordida/sobre/dinero/plata/regalo
recibir | after: soborno/coima/mordida/sobre/regalo
pedir | also: pid | after: soborno/coima/mordida/dinero/plata/pasta/lana/guita/billete/lucas/varos/pavos/euros/dólares/pesos/soles/bizum/sobre
robar | not after: tiempo/hora/vida/sueño/energía/gana/paciencia/protagonismo/corazón/alma/minuto/sonrisa/fin/semana/clase
hurtar
pegar | before: me/nos/les/te | after: alumno/alumna/estudiante/chico/chica/niño/niña/compañero/compañera/ayudante/becario/becaria/hijo/mujer/exmujer/esposa/novia/pareja/pibe/puñetazo/punetazo/bofetada/paliza/patada/cachetada/tortazo | not after: grito/voz/bronca/chapa/rollo/susto/bajón/vuelta/tostón/sermón
golpear | not after: mesa/pizarra/puerta/pupitre
tocar | after: alumna/alumno/chica/chico/estudiante/culo/trasero/pierna/muslo/pecho/teta/cintura/pelo/becaria
amenazar | before: me/nos/les/te/la/lo/las/los | after: arruinar/alumno/alumna/estudiante/compañero/compañera/muerte/denuncia/pistola/navaja/votar/voto/candidato/queja | not after: examen/sorpresa/control/test/parcial/tarea/trabajo/deber/falta
discriminar | before: me/nos/les/te/la/lo/las/los | after: mujer/alumna/chica/extranjero/extranjera/inmigrante/latino/latina/negro/negra/gitano/gitana/gay/lesbiana/homosexual/trans/embarazada/discapacidad/discapacitado/musulmán/musulmana/judío/judía/indígena
drogar | before: se
emborrachar | before: se
encubrir | after: acoso/abuso/agresión/plagio/fraude/delito/acosador/agresor
malversar
insinuar | before: se
propasar | before: se
apropiar | before: se
espiar | before: me/nos/les/la/lo/las/los | after: alumna/alumno/vestuario/baño/chica/estudiante
perseguir | before: me/nos/les/la/lo/las/los | after: alumna/alumno/chica/estudiante/becaria
desviar | after: fondo/dinero/beca/subvención/presupuesto/plata
traficar
consumir | after: droga/cocaína/coca/porro/marihuana/pasta
esnifar
besar | before: me/nos/la/lo/las/los | after: fuerza/alumna/alumno/chica/estudiante/becaria
toquetear
copiar | after: trabajo/tesis/tfg/tfm/investigación/proyecto/artículo/capítulo/código/autor
embolsar | before: se
sobar | before: me/nos/la/las/les/lo/los | after: alumna/alumno/chica/chico/estudiante/pierna/culo/cintura/pecho
acorralar | before: me/nos/la/las/les/lo/los | after: alumna/alumno/chica/estudiante/despacho/baño/ascensor
encerrar | before: me/nos/la/las/lo/los | after: despacho/baño/ascensor
abofetear
escupir | before: me/nos/le/les/la/lo/las/los | after: alumno/alumna/cara/estudiante
inflar | after: nota/calificación/promedio
acechar
fumar | after: porro/marihuana/maría/hierba/crack/canuto
grabar | after: vestuario/baño/falda/escote/ducha
filtrar | after: pregunta/examen/enunciado/respuesta/solución
arrinconar | before: me/nos/la/las/les/lo/los | after: alumna/alumno/chica/estudiante/pasillo/despacho/baño/ascensor
mangar | after: dinero/pasta/plata/fondo/subvención/beca
hostigar
magrear
forzar | before: me/nos/la/las/lo/los | after: alumna/alumno/chica/estudiante/besar/beso/sexo/relación
desfalcar
saquear | after: fondo/caja/cuenta/laboratorio/departamento/beca
sustraer
falsear | after: acta/nota/firma/calificación/expediente/dato/resultado/asistencia/hora
trucar | after: acta/nota/examen/calificación/resultado/dato/concurso/oposición
adulterar | after: acta/nota/examen/calificación/resultado/dato
inventar | after: nota/dato/resultado/acta/firma/asistencia/calificación
patear | before: me/nos/le/les/la/lo/las/los | after: alumno/alumna/estudiante/chico/chica/perro/gato
stalkear
ligar | after: alumna/alumnas/alumno/estudiante/becaria/becario/chicas/menor
enrollar | after: alumna/alumno/estudiante/becaria/becario/doctoranda
liar | before: se | after: alumna/alumno/estudiante/becaria/becario/doctoranda
coquetear | after: alumna/alumno/estudiante/becaria/chica/menor
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
mafioso
mafiosa
ratero     # a thief, in Latin America
ratera
transa     # a cheat, in Mexico
ebrio
ebria
drogado
drogada
# Doers whose act is narrowed above, but who are one whatever follows.
abusador
abusadora
violador
violadora
jíbaro    # a drug dealer, in Colombia
chorizo   # a thief, in Spain
choriza
plagiador
plagiadora
coimero   # one who takes bribes, in the River Plate
coimera
caco
dealer
tranza    # a cheat, in Mexico
golpeador # one who beats his partner, in the River Plate
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
cohecho
prevaricación
trompada
piña       # a punch, in the River Plate
desfalco
hostigamiento
`;

/** Deeds also said of a subject or an exam in exaggeration (el examen fue un robo): a deed only when someone's. */
export const DEED_HYPERBOLE = String.raw`
robo
estafa
atraco
timo
crimen
`;

/**
 * Accusations of a crime or of sexual misconduct against a person: what someone does ("acosa a
 * las alumnas", "vende los exámenes", "viene borracho a clase") or is ("es un acosador"). Held:
 * published, they could defame someone (the host answers for it once it knows), and if true they
 * belong to the university's Defensor Universitario or Unidad de Igualdad, or to the police. Course
 * content about crimes ("estudiamos el delito de cohecho") names the crime, never someone doing it.
 */
export const ACCUSATION_PHRASES = String.raw`
# Bribery and corruption.
(aprueba|aprobaba|aprueban|sube la nota|subia la nota|pone buena nota) a (quien|quienes|los que|las que|el que|la que) (le |les )?(paga|pagan|pagaba|pagaban|pague|paguen)
(vende|vendia|venden|vendian|vendio) (los|las|el) (examenes|examen|notas|aprobados|preguntas|respuestas|titulos|plazas|actas|reactivos|enunciados|finales|parciales)
(acepta|aceptaba|cobra|cobraba|pide|pedia|recibe|recibia) (sobornos|soborno|mordidas|mordida|coimas|coima|sobres)
(cobra|cobraba|cobran) (por|para) (aprobar|aprobarte|subir la nota|pasar|adelantar|firmar)
(pide|pedia|pidio|piden|exige|exigia) (dinero|plata|pasta|lana|billete|guita) (a|para|pa|por)
(soborna|sobornaba|sobornan|sobornando)
(cobra|cobraba|pide|pedia|pidio) ([0-9]+ )?(euros|pesos|soles|dolares|lucas|bolivares|lucas|mil )?(por|para) (aprobar|aprobarte|aprobaros|aprobarnos|pasar|subir)
(le|les) (pidio|pide|pedia) (el )?dinero
(le )?(cambio|cambia|cambiaba|subio|sube|subia|inflo|infla) (la|las) notas? a (la hija|el hijo|los hijos|sus amigos|su sobrino|su sobrina|sus favoritos|la novia|el novio|sus hijos)
(notas|actas|calificaciones) inventadas
(reprueba|suspende|suspendia|reprobaba) a proposito para cobrar
# Something asked in exchange for a grade, or a grade for going out with someone.
a cambio (de|del) ([a-z]+ )?(aprob[a-z]*|sub[a-z]* (la|las) notas?|la nota|una nota|buena nota|pasar|un aprobado)
si no (sal|qued)[a-z]* con (el|ella|el profe|la profe|el profesor|la profesora)
(nota|aprueba|aprobar|aprobado|sube|pone)[a-z]* ([a-z]+ ){0,6}(salir|cenar|quedar|acostarse|dormir) ([a-z]+ ){0,3}con (el|ella)
(obliga|obligaba|obligo|exige|exigia|exigio) ([a-z]+ ){0,2}a (pagar|comprar)[a-z]* ([a-z]+ ){0,8}(aprobar|aprobado|nota|pasar)
(pasarle|darle|dejarle|meterle|pasar|dar|dejar) un sobre
# Someone else's work signed as one's own.
(presenta|presentaba|presento|publica|publicaba|publico|firma|firmaba|firmo)[a-z]* como (propio|propios|propia|propias|suyo|suyos|suya|suyas)
# Taking the lab's or the library's things.
(se )?(lleva|llevaba|llevo|roba|robaba) (los|las|el|la) (reactivos|material|equipos|ordenadores|portatiles|libros|microscopios) (del|de la) (laboratorio|biblioteca|departamento|facultad)
# Retaliation for a complaint.
(hund|baj|suspend|reprob)[a-z]* ([a-z]+ ){0,6}porque ([a-z]+ ){0,2}(reporte|denuncie|denunciamos|reportamos|me queje|nos quejamos|queje)
# Discrimination.
(suspende|suspendia|suspendio|reprueba|reprobaba|echa|echaba|trata|trataba|baja|bajaba|humilla|humillaba|ignora|ignoraba|insulta|insultaba)[a-z]* ([a-z]+ ){0,5}por ser (mujer|mujeres|chica|chicas|extranjer[oa]s?|latin[oa]s?|gay|gais|negr[oa]s?|gitan[oa]s?|musulman[a]?s?|judi[oa]s?|indigenas?|inmigrantes?|trans|lesbianas?)
(no (deja|dejaba) entrar|echa|echaba|expulsa|expulsaba) ([a-z]+ ){0,8}(velo|hiyab|hijab|kipa|turbante)
# Sexual advances.
(manda|mandaba|mando|envia|enviaba|envio|pide|pedia|pidio)[a-z]* ([a-z]+ ){0,3}(fotos|videos|mensajes) (intimas|intimos|desnud[a-z]*|sexuales|eroticas|eroticos|subidas de tono|subidos de tono)
(pone|ponia|puso|mete|metia|metio) la mano (en la cintura|en la pierna|en el muslo|en el culo|encima|en el pecho)
para cobrar la subvencion
# Falsified records.
(falsifica|falsificaba|falsifico|falsifican|ha falsificado|falsea|falseaba) (las |los |la |el )?(actas|acta|notas|nota|firmas|firma|datos|documentos|resultados|expedientes|calificaciones|horas)
(se inventa|se inventaba|amana|amanaba|manipula|manipulaba|trucha|truca|trucaba) (las )?(notas|actas|calificaciones|resultados)
(cambia|cambiaba|modifica|modificaba|altera|alteraba) (las )?notas (en el sistema|para aprobar)
firma (horas|practicas|documentos) (de practicas )?que nunca
# Harassment and sexual misconduct.
(acosa|acosaba|acosan|acosaban|ha acosado|hostiga|hostigaba) (a )?(las |los |una |un |sus |mis |varias |algunas )?(alumnas|alumnos|alumna|alumno|estudiantes|estudiante|chicas|chicos|chica|becarias|becaria|becarios|companeras|companera|profesoras|doctorandas|mujeres|residentes)
(le|les|nos|me|te|la|las) (toca|tocaba|toco|soba|sobaba|sobo|manosea|manoseaba|roza|rozaba|acaricia|acariciaba|agarra|agarraba) (el culo|la pierna|las piernas|el muslo|los muslos|la cintura|los pechos|el pecho|las tetas|el trasero|la espalda)
(soba|sobaba|manosea|manoseaba|magrea|magreaba) a
(pide|pedia|exige|exigia|ofrece|ofrecia|propone|proponia|insinua|insinuaba) (favores sexuales|sexo|acostarse|tener relaciones)
a cambio de (sexo|favores sexuales|acostarte|acostarse|acostarme)
(abusa|abusaba|abuso|ha abusado) (sexualmente )?de (una|un|varias|sus|mi) (alumna|alumnas|alumno|alumnos|estudiante|estudiantes|becaria|becarias|chica|chicas|companera|companeras)
abusa sexualmente
(se propasa|se propasaba|se propaso|se ha propasado)
(intento|intenta|intentaba) (besarme|besarla|besar a|tocarme|tocarla|propasarse)
(manda|mandaba|envia|enviaba) (fotos|mensajes|whatsapps|audios) (subidos de tono|obscenos|sexuales|guarros|de contenido sexual)
(echa|echaba|echo|pone|ponia|mete|metia) (cosas|algo|droga|drogas|pastillas|burundanga|escopolamina) en (la bebida|las bebidas|el vaso|los vasos|la copa|las copas|el cubata)
(graba|grababa|grabo|espia|espiaba) a las (chicas|alumnas|mujeres|companeras) en
si no (salen|sales|sale) con (el|ella) no (les|te|le|me|nos) (firma|aprueba|pone)
# Drink and drugs.
(viene|venia|llega|llegaba|aparece|aparecia|da clase|daba clase|va|iba|esta siempre|estaba siempre) (a clase )?(borracho|borracha|bebido|bebida|drogado|drogada|colocado|colocada|ebrio|ebria|fumado|fumada)
(se droga|se drogaba|se emborracha|se emborrachaba|se mete coca|se metia coca|esnifa|esnifaba|se coloca|se colocaba)
(trafica|traficaba) con
(aliento|olor) a (alcohol|whisky|vino|cerveza|ron|vodka|tequila|porro|marihuana)
(huele|olia|apesta|apestaba) a (alcohol|whisky|vino|cerveza|ron|vodka|tequila|porro|marihuana)
se (fuma|fumaba) (un|unos) (porro|porros|canuto|canutos|peta|petas)
(puesto|puesta|colocado|colocada|drogado|drogada) de (coca|cocaina|porros|hierba|marihuana|pastillas|speed)
(se acuesta|se acostaba|se ha acostado|se lia|se liaba) con (su|una|un|sus) (alumno|alumna|alumnos|alumnas|estudiante|becario|becaria|doctorando|doctoranda)
(agaro|agara|cogio|empujo|empuja|golpeo|golpea|pego|abofeteo|zarandeo)( del cuelo| del brazo| del pelo)? a (un|una|los|las|sus|mi) (alumno|alumna|alumnos|alumnas|estudiante|estudiantes|companero|companera|becario|becaria)
(vende|vendia) (droga|drogas|marihuana|coca|cocaina|porros|pastillas)
# Theft, plagiarism, fraud and violence.
(?<!te |me |nos |os )(roba|robaba|ha robado|se roba|se robo|se robaba) (los|las|el|la|dinero|plata|nuestros|nuestras|sus|mis)
(se apropia|se apropiaba|se apropio|se ha apropiado) de (los|las|el|la|nuestros|nuestras|sus|mis)
(se queda|se quedaba|se quedo|se ha quedado) con (el dinero|la plata|los reales|la pasta|los fondos|las becas|el dinero de)
(los|las|lo|la) (publica|publicaba|firma|firmaba) (como suyos|como suyas|como suyo|como propios|ella|el)
(plagia|plagiaba) (articulos|trabajos|tfg|tesis|libros|capitulos|el trabajo|los trabajos)
(malversa|malversaba|desvia|desviaba) (fondos|dinero|el dinero|subvenciones|las becas)
(pega|pegaba|maltrata|maltrataba|ha maltratado|golpea|golpeaba) a (su mujer|su pareja|su esposa|su marido|sus hijos|su hijo|su hija|los becarios|sus becarios|sus alumnos|los alumnos|las alumnas|los estudiantes|su novia)
(estafa|estafaba|ha estafado) a (los|las|sus|alumnos|estudiantes)
la universidad lo (tapo|tapa|encubrio|encubre)
# What someone is.
(es|era|son|eran|fue|sera|eres|sos) (un|una) (corrupto|corrupta|ladron|ladrona|estafador|estafadora|acosador|acosadora|pederasta|pedofilo|violador|maltratador|maltratadora|delincuente|criminal|chorro|chorra|narco|camello|borracho|borracha|drogadicto|drogadicta|cocainomano|cocainomana|alcoholico|alcoholica|depravado|degenerado|pervertido|abusador|corrupto de mierda)(?! de (sueño|tiempo|horas|vidas|corazones|almas|sonrisas|miradas))
se (queda|quedaba|quedo|quedaron|ha quedado) con (el|la|los|las|mi|mis|su|sus|nuestro|nuestra|nuestros) (dinero|beca|becas|fondos|plata|subvencion|cuotas|matriculas|laptop|portatil|movil|celular|ordenador|computadora|compu|tablet|libro|libros|material|pasta|lana)
(insultos|comentarios|chistes|bromas|mensajes) (racistas|machistas|homofobos|xenofobos|sexistas|antisemitas|transfobos)
# Said to have come to class drunk or high.
(vino|viene|venia|llega|llego|llegaba|iba|va|estaba|esta|entra|entraba|aparece|aparecio|daba|da) ([a-z]+ ){0,3}(borach|drogad|ebri|fumad|mamad)(isim)?(o|a|os|as)
(su casa|su despacho|su depa|su apartamento|su piso|un hotel|cenar|salir con el|salir con ella|tomar algo) ([a-z]+ ){0,4}(sub|aprob|pon)[a-z]* (la |el |las )?(nota|notas|promedio)
(le|les|me|nos|te) (mete|metio|metia|metian|metieron|ha metido) (mano|la mano)
(proponiendo|propuso|proponia|pidiendo|pidio|pedia|ofrecia|ofrecio|insinuando|manda|mandando|mando|mandaba|envia|enviaba|enviando|escribe|escribia) ([a-z]+ ){0,2}(cosas|fotos|favores|encuentros|mensajes) (sexuales|intimas|intimos|eroticas|eroticos|(subid|subidit)[oa]s de tono)
(aprobar|aprobarme|aprobarte|aprobarla|aprobarnos|subir|subirme|subirle|ponerme)[a-z]* ([a-z]+ ){0,2}si ([a-z]+ ){0,6}(con el|con ella|su casa|su despacho|cenar|salir|acostarme|dormir)
(no acepta|no admite|no deja entrar|echa|rechaza|suspende|discrimina)[a-z]* ([a-z]+ ){0,3}(mapuche|mapuches|indigenas|gitanos|gitanas|negros|negras|latinos|latinas|extranjeros|extranjeras|musulmanes|musulmanas|judios|judias|gays|gais|trans|inmigrantes)
(gays|gais|lesbianas|trans|negros|negras|gitanos|gitanas|mujeres|chicas|musulmanes|latinos|extranjeros|indigenas|mapuche) (los|las|les) (suspende|suspendia|reprueba|reprobaba|echa|echaba|trata|humilla|ignora|baja)
se le (tiro|tira|tiraba|echo|echa) encima
con (las|los|la|el) que se (acostaba|acuesta|acosto|liaba|lia|lio)
(asistencia|asistencias|firma|firmas|acta|actas|factura|facturas|horas) (falsa|falsas|falso|falsos)
(tiene|tenia) (amenazad[oa]s?|acosad[oa]s?|chantajead[oa]s?|extorsionad[oa]s?)
por (criticarlo|criticarla|quejarme|quejarnos|denunciarlo|denunciarla|reportarlo|reportarla|hablar|votar) ([a-z]+ ){0,6}(me|nos|le|les) (bajo|bajaba|baja|suspendio|suspende|hundio|quito|quita)
como si (fueran|fuera) (suyos|suyas|suyo|suya|propios|propio|propias|propia)
(aprueba|aprobaba|sube|subia|pone|ponia|regala|regalaba)[a-z]* ([a-z]+ ){0,2}a cambio de que
(se )?(gasta|gastaba|gasto) (los|el|la) (fondos|dinero|presupuesto|subvencion|plata) ([a-z]+ ){0,6}(personales|propios|su amante|vacaciones|sus viajes)
(borro|borra|borraba|perdio|tiro|elimino|rompio) ([a-z]+ ){0,3}(a proposito|adrede)
(se )?(invento|inventaba|inventa) (notas|calificaciones|datos|firmas|asistencias|resultados)
(pide|pedia|pidio|pedir|ofrece|ofrecia|ofrecio) (sexo|favores sexuales|acostarse|una cita)
se (reparten|repartian|repartieron|quedan|quedaban) (la|el|los) (plata|dinero|fondos)
# Money for a grade: paid to someone, with a grade, a pass or the answers in return.
(le|les|al profe|a la profe) (da|das|dabas|dabamos|damos|dan|dieron|paga|pagas|pagamos|pagaste|pague|pagaron|pagan|pagaban|pasas|pasa|pasamos|pasaste|llevas|llevamos|regalas|regalan|regalaron|depositas|transfieres|haces un bizum)( [a-z]+){0,3} ([0-9]+|cien|doscientos|trescientos|quinientos|mil|dinero|plata|lana|pasta|guita|billete|un sobre|efectivo|varos|lucas|pavos|euros|dolares|pesos|soles|regalos|un regalo|una botella|un jamon|whisky)( [a-z0-9]+){0,10} (sub[a-z]*|aprob[a-z]*|pas[oa]|respuestas|examen|nota|notas)
(si|quien|el que|la que|los que) (no )?(le|les) (pagas|paga|pagan|das|da|dan|pasas|pasa|llevas|lleva|regalas|regala)( [a-z]+){0,3} (dinero|plata|lana|pasta|guita|un sobre|efectivo|regalos|un regalo|algo|una botella|un jamon)
(notas?|aprobados?|examenes|examen|parcial|final|el 10|el diez) (tiene|tienen|se paga|se pagan|se compra|se compran|se vende|se venden) (su |un )?(precio|tarifa|en efectivo)(?! (horas|estudio|esfuerzo|sudor|trabajo|sangre|de esfuerzo|de estudio))
(ese|esa|el|ella|profe|titular|catedratico|catedratica) tiene (su )?(precio|tarifa)
(tiene|tenia) (una )?tarifa
(pone|cobra|pide|cobraba|pedia) (la |una )?vacuna
(acept|cobr|pid|ped|recib)[a-z]* (sobornos|soborno|mordidas|mordida|coimas|coima|sobres)
a cambio de (dinero|plata|pasta|lana|un sobre|que le (pagaran|paguen|pagues|regalaran))
(cobrando|cobra|cobraba|cobro) en negro
(va|iba|van) (directo |directa )?a su bolsillo
# Records and grades altered.
(cambia|cambio|cambian|cambiaron|cambiaba|cambiaban|modifico|altero|manipulo|inventa|invento|inventaron|inventaba)[a-z]* (las |la |los |el )?(notas?|suspensos?|actas?|calificaciones|datos) (en el sistema|a cambio|si les pagas|si le pagas|por favores|por dinero|por plata|por aprobados|para hundir|para aprobar|para favorecer|porque se lo pidio)
(se ha inventado|se habia inventado|se invento|se inventa|se inventaba|le inventaron|les inventaron|se inventaron) (las |los |la |el )?(notas|nota|datos|resultados|actas|firmas|asistencias|calificaciones)
(hizo|hace|hacia|han hecho|ha hecho) desaparecer (el acta|las actas|el expediente|las notas|la denuncia|el examen|las quejas)
(firma|firmaba|firmo|ficha|fichaba|borra|borraba|borro)[a-z]* ([a-z]+ ){0,4}(asistencia|asistencias|faltas|horas) ([a-z]+ ){0,6}(que no|que nunca|que le pag|a cambio)
# Theft of what students paid or the university owns.
se (queda|quedaba|quedo|quedaron|ha quedado|quedan|ha ido quedando) con ([a-z]+ ){0,4}(dinero|plata|pasta|lana|fondos|becas?|donaciones|cuotas|pagamos|pagan|pagabamos|inscripciones|reembolsos|material|subvencion|equipos?|matriculas|recaudado)
(metiendose|se mete|se metia|se metio|se ha metido) (la|el) (plata|dinero|pasta|lana) (de|del)
(se ha embolsado|se embolsa|se embolsaba|se embolso)
(compus|computadoras|ordenadores|portatiles|reactivos|material|equipos|microscopios|impresoras|osciloscopios|proyectores|herramientas)( [a-z0-9]+){0,6} (a su casa|en su casa|en casa de)
(se |las |los )?(lleva|llevaba|llevo|llevan)( [a-z]+){1,6} y (despues |luego )?(las|los|lo|la) (vende|vendia|revende|revendia)
se (ha pagado|pago|pagaba|compro|ha comprado|compra)( [a-z]+){1,5} con (el dinero|la plata|los fondos|nuestras cuotas|nuestro dinero|lo que pagamos|las cuotas)
(gasto|gasta|gastaba|se gasto|se ha gastado|se gasta) (la plata|el dinero|los fondos|las cuotas)( [a-z]+){0,6} en (fiestas|viajes|vacaciones|su casa|cosas suyas)
# Sexual advances put another way.
(tiene|tenia) (las )?(manos largas|mano larga)
(tira|tiraba|tiro|tirando|tirarle) (los trastos|los tejos|los perros|onda) a (las|los|una|un|sus|mis) ?
(se mete|se metia|se metio|metiendo|meterse) con (una morra|una alumna|las alumnas|alumnas|las de primero|chicas|las chicas|una chica|menores|una becaria)
le gustan (demasiado )?(las de primero|las alumnas|las jovencitas|las menores|las chicas de primero)
(se pone|se ponia) (muy |demasiado )?(carinoso|carinosa|pegajoso|pegajosa|sobon|sobona) con (las|los) (alumnas|chicas|alumnos|chicos)
(pasa|pasaba|paso|pasarles|pasarle|pasandoles|pasandole) la mano por (la pierna|las piernas|el culo|la espalda|la cintura|el muslo)
(abraza|abrazaba|abrazar) a (los|las) (alumnos|alumnas|chicas|chicos) por detras
(pasar|pasaba|pasara|pasaras) la noche (en su|con el|con ella)
no (la|me|nos|las|lo|los) (dejaba|deja|dejo) (bajar|salir|irse|irme|irnos)
(manda|escribe|escribia|mandaba|envia|enviaba)[a-z]* ([a-z]+ ){0,5}a las ([1-5]|dos|tres|cuatro|cinco) (am|de la manana|de la madrugada)
fotos ([a-z]+ ){0,3}(por privado|por dm)
(le|les) (sube|suben|subia|suba|suban) (la nota|las notas) a (las chicas|las alumnas|los chicos) que
favores sexuales
# Drink and drugs in class.
(llega|llego|llegaba|llegara|viene|vino|venia|vendra|aparece|aparecio|aparecera|pasaba|da clase|daba clase|dando clase|anda|andaba)( [a-z]+){0,4} (en pedo|bien pedo|con un pedo|con una peda|con una pea|enfiestad[oa]|con resaca|de resaca|borrach[oa]|drogad[oa]|ebri[oa])
no (ha venido|viene|vino|llega|ha llegado|da clase) sobri[oa]
se le va la mano con (el alcohol|la bebida|el vino|el trago|la botella|el whisky|el ron)
(petaca|botella de [a-z]+) (en el cajon|en el bolso|en la mochila|en la mesa)
bebe en el (baño|bano|despacho)
se fuma (uno|un porro|un canuto|un peta) antes
# Violence and cruelty.
(le|les|me|te|nos) (rompio|rompia|ha roto|rompe|partio|parte) (la|el|los|las) (nariz|cara|boca|dientes|diente|brazo|labio|ceja|costilla|costillas)
(pega|pegaba|patea|pateaba|golpea|golpeaba|maltrata|maltrataba)[a-z]* a (los|las|un|una) (perros|gatos|perro|gato|animales)
# Discrimination, said of how someone treats a group.
(no aprueba|no acepta|no admite|no soporta|no aguanta|odia|desprecia|le tiene asco|les tiene asco|tiene asco|hunde|suspende|reprueba)[a-z]* a (ningun|ninguna|los|las|ningun alumno|los alumnos|las alumnas)? ?([a-z]+ )?(indigena|indigenas|gitanos|gitanas|negros|negras|extranjeros|extranjeras|musulmanes|musulmanas|judios|judias|inmigrantes|pueblos originarios|mapuches|latinos|latinas|gays)
(a las chicas|a las mujeres|a los extranjeros|a las alumnas|a los negros|a los gitanos|a los indigenas)( [a-z]+){0,4} (peor|menos) nota
(peor|menos) nota ([a-z]+ ){0,4}(a proposito|por ser)
(indigenas?|gitan[oa]s?|negr[oa]s?|extranjer[oa]s?|musulman[a-z]*|inmigrantes?) ([a-z]+ ){0,3}(los|las|les) (hunde|baja|suspende|reprueba|humilla)[a-z]* a proposito
`;
