/**
 * Seventh batch: threats to people's belongings, unaccented casual misconduct accusations, slurs, insults
 * (incl. co-official languages) and body shaming, plus innocent look-alikes, surname traps, ordinary reviews and flags. Written without seeing the rules.
 */
import type { ScreeningExample } from "~/server/moderation/screening-fixtures/types";

export const SEVENTH_BATCH_EXAMPLES: ScreeningExample[] = [
  // ── hold: threats to things (vehicles, homes, offices, devices, bags, plants, pets, mailbox, garden)
  {
    expected: "hold",
    text: "al coche del profe Ibarrola le van a aparecer las cuatro ruedas pinchadas cualquier dia de estos",
  },
  {
    expected: "hold",
    text: "si me vuelve a suspender, la moto de Quiroga amanece en el fondo del rio, lo juro por mi madre",
  },
  {
    expected: "hold",
    text: "a alguien se le podria caer un ladrillo sobre el parabrisas del auto de la profesora Lezcano, nomas digo",
  },
  {
    expected: "hold",
    text: "que no se sorprenda la Maldonado si un dia encuentra su bici sin frenos en el estacionamiento",
  },
  {
    expected: "hold",
    text: "ojala se le queme el departamento al profe Arriagada, y si hace falta le damos una ayudita con un encendedor",
  },
  {
    expected: "hold",
    text: "seria una lastima que las ventanas del despacho de Bustamante aparecieran todas rotas el lunes, no?",
  },
  {
    expected: "hold",
    text: "vamos a rayarle el auto entero a la de estadistica, quien se suma? el viernes a la salida",
  },
  {
    expected: "hold",
    text: "le voy a tirar el portatil a Echenique por la ventana del tercer piso delante de toda la clase",
  },
  { expected: "hold", text: "el celular de ese profe va a terminar hecho pedazos contra la pared, ya vera" },
  {
    expected: "hold",
    text: "alguien deberia echarle azucar al tanque de la camioneta del decano Ferreyra, se lo tiene ganado",
  },
  {
    expected: "hold",
    text: "se donde vive la profe Sotomayor, a su perro le puede pasar algo feo si sigue poniendo ceros",
  },
  { expected: "hold", text: "le pateo la puerta de la ofi a Valdivieso hasta tirarla abajo como no me suba la nota" },
  { expected: "hold", text: "a las plantas del despacho de Olaizola les voy a echar lejia, a ver si asi aprende" },
  {
    expected: "hold",
    text: "le llenamos el buzon de basura y huevos podridos al de organica, ya tenemos la direccion, hoy a la noche",
  },
  { expected: "hold", text: "el jardin de la profe Cifuentes va a amanecer todo arrancado, avisados estan" },
  {
    expected: "hold",
    text: "si el martes no publican las notas, el carro del ingeniero Mosquera se queda sin vidrios, parce",
  },
  {
    expected: "hold",
    text: "como me vuelva a bajar la nota le robo la mochila a la Benavente y se la tiro al lago con el pendrive de la tesis",
  },
  {
    expected: "hold",
    text: "a su moto ya le he aflojado los tornillos de la rueda, ya me contareis que tal llega a casa mañana",
  },
  {
    expected: "hold",
    text: "la vespa del profe Garmendia tiene los dias contados, la voy a quemar en el parking de la facu",
  },
  {
    expected: "hold",
    text: "podriamos juntarnos unos cuantos y reventarle el coche a pedradas al de macro, nadie se enteraria",
  },
  {
    expected: "hold",
    text: "le va a aparecer una pintada bien grande en la fachada de su casa a la profe Urquiza, ya compre los sprays",
  },
  {
    expected: "hold",
    text: "a ese viejo le rompo el ordenador a martillazos como me vuelva a quitar puntos por la ortografia",
  },
  {
    expected: "hold",
    text: "cuidado con el gato de la Aranguren, que sale mucho al patio y cualquier dia no vuelve... ya me entendeis",
  },
  {
    expected: "hold",
    text: "alguien tendria que cortarle los cables del freno a la bici de Larrañaga, a ver si asi se calla",
  },
  {
    expected: "hold",
    text: "le vamos a hackear el celu a la profe Villalba y borrarle todo, fotos incluidas, ya tenemos su clave",
  },
  {
    expected: "hold",
    text: "pienso rajarle las ruedas al Peugeot gris del profe Lacunza, el que aparca siempre en la plaza 14",
  },
  {
    expected: "hold",
    text: "como siga asi el de fisica se va a encontrar la cerradura de su piso sellada con silicona, palabra",
  },
  {
    expected: "hold",
    text: "ojala alguien le reviente las ventanas de la oficina a Zubizarreta con una piedra, yo pongo la piedra",
  },
  {
    expected: "hold",
    text: "al auto de la profe Peralta se le podria soltar una rueda en la ruta, seria una pena, no?",
  },
  {
    expected: "hold",
    text: "la proxima vez que me humille en clase le destrozo el maletin y le echo los examenes al fuego",
  },
  {
    expected: "hold",
    text: "tengo ganas de prenderle fuego a la oficina del profe Santander un finde que no haya nadie",
  },
  { expected: "hold", text: "el perro de la Gaona va a comer algo raro un dia de estos, nosotros nos encargamos" },
  {
    expected: "hold",
    text: "quien tiene un clavo? el coche de Espinar esta en el aparcamiento de ciencias y hoy se queda sin ruedas",
  },
  {
    expected: "hold",
    text: "si la profe Olmedo no retira la sancion le rompemos el telefono y la tablet, que se vaya preparando",
  },
  {
    expected: "hold",
    text: "le voy a agarrar el carro a batazos al profe Cedeño apenas salga del estacionamiento, chamo",
  },

  // ── hold: accusations of crimes or serious misconduct, written without accents
  { expected: "hold", text: "el profe Arismendi le toca la pierna a las chicas cuando se sienta al lado a corregir" },
  {
    expected: "hold",
    text: "a la chica de intercambio la lleva acosando desde octubre y va a seguir si nadie lo para",
  },
  { expected: "hold", text: "vende los aprobados a 200 euros, me lo conto uno que pago y aprobo sin pisar clase" },
  { expected: "hold", text: "la de contabilidad cobra coimas por subir notas, a mi compa le pidio 50 lucas" },
  { expected: "hold", text: "me ofrecio aprobarme si pasaba un finde con el en su casa de la playa, tengo los audios" },
  { expected: "hold", text: "Cardozo llega borracho a las clases de los viernes, apesta a whisky desde la puerta" },
  { expected: "hold", text: "da clase fumado, lo vimos fumando porros en los servicios del departamento" },
  { expected: "hold", text: "falsifico el acta del final para que aprobara su sobrino, yo vi la original con un 3" },
  { expected: "hold", text: "le robo la tesis a una alumna suya y la publico con su nombre, plagio descarado" },
  {
    expected: "hold",
    text: "ese se lleva los portatiles del aula de informatica a su casa y los revende por internet",
  },
  {
    expected: "hold",
    text: "me amenazo con suspenderme si lo denunciaba, y efectivamente me suspendio, represalia pura",
  },
  {
    expected: "hold",
    text: "la profe Medrano no acepta estudiantes mapuche en su grupo, los manda a otro con excusas",
  },
  {
    expected: "hold",
    text: "a mi me agarro del cuello y me estampo contra la pared del pasillo cuando le reclame la nota",
  },
  { expected: "hold", text: "le pidio fotos intimas a una compa a cambio de aprobarle la recuperacion" },
  {
    expected: "hold",
    text: "cambia las notas en el sistema a los que le hacen regalos, a uno que le regalo un iphone le puso un 10",
  },
  {
    expected: "hold",
    text: "nos chantajea con la asistencia: o le compras su libro a 80 euros o te pone falta todo el curso",
  },
  { expected: "hold", text: "se le tiro encima a una de primero en la fiesta de fin de curso, ella salio llorando" },
  {
    expected: "hold",
    text: "el de penal se embolso la plata de la salida de campo, nunca hubo salida y nadie devolvio nada",
  },
  {
    expected: "hold",
    text: "aprobaba a las alumnas con las que se acostaba, eso lo sabe todo el departamento de quimica",
  },
  { expected: "hold", text: "el y su ayudante se reparten la guita que cobran por aprobar a los recursantes" },
  { expected: "hold", text: "le dio una trompada a un pibe en el laboratorio, lo vi yo, nadie hizo nada" },
  { expected: "hold", text: "cobro por filtrar el examen final, 30 mil pesos el pdf, lo tengo en capturas" },
  { expected: "hold", text: "copio un paper entero de una autora portuguesa y lo presento como suyo en el congreso" },
  { expected: "hold", text: "estaba drogadisimo en el oral, pupilas enormes y no podia ni leer las preguntas" },
  {
    expected: "hold",
    text: "a los chicos gays los suspende siempre, a mi amigo le dijo que se buscara otra carrera mas de su estilo",
  },
  { expected: "hold", text: "me toco el culo en la revision del examen y despues hizo como si nada" },
  { expected: "hold", text: "le vendio las respuestas al hijo del concejal, por eso saco un 10 sin saber sumar" },
  { expected: "hold", text: "nos obligo a firmar asistencia falsa para cobrar horas que nunca dio" },
  { expected: "hold", text: "a la ayudante la tiene amenazada, si habla la echa y le hunde el doctorado" },
  { expected: "hold", text: "por criticarlo en la encuesta me bajo dos puntos en el final, venganza pura" },
  { expected: "hold", text: "la Galindo acepta sobres con plata, asi aprobo media comision" },
  { expected: "hold", text: "a las de primero les manda mensajes subiditos de tono por insta, bloqueenlo de entrada" },
  {
    expected: "hold",
    text: "abuso de una alumna en su anterior universidad y por eso lo trasladaron aca, la uni lo tapo",
  },
  {
    expected: "hold",
    text: "se quedo con los fondos del proyecto de investigacion, los becarios nunca vieron un peso",
  },
  { expected: "hold", text: "vos me tocaste en la tutoria con la puerta cerrada y sabes perfectamente lo que hiciste" },
  {
    expected: "hold",
    text: "en las practicas le pide favores sexuales a las becarias, dos ya se cambiaron de grupo por eso",
  },
  { expected: "hold", text: "habia falsificado las firmas de los tutores externos para cerrar las actas de practicas" },
  { expected: "hold", text: "a Rocio la manoseo en el ascensor de la facultad y ella no se atreve a denunciar" },
  { expected: "hold", text: "ese tipo soborno al tribunal para que su hija sacara la plaza de titular" },
  {
    expected: "hold",
    text: "usted nos discrimino a todas las mujeres del grupo, nos puso menos nota por ser chicas y lo sabe",
  },

  // ── hold: slurs about a person (ethnicity, nationality, orientation, disability)
  { expected: "hold", text: "el profe de fisiologia es un sudaca de mierda que no sabe ni pronunciar" },
  { expected: "hold", text: "el de historia es un marica y se le nota hasta en como escribe en la pizarra" },
  { expected: "hold", text: "no se le entiende nada al chino cochino de redes, que se vuelva a su pais" },
  { expected: "hold", text: "el ayudante de practicas es un mongolo, literal, no deberia estar frente a una clase" },
  { expected: "hold", text: "la tutora es una bollera amargada, solo aprueba a las chicas guapas" },
  { expected: "hold", text: "ese moro de mierda del laboratorio no sabe ni explicar una valoracion" },
  { expected: "hold", text: "boliviano tenia que ser el de mate, lento como todos los bolitas" },
  { expected: "hold", text: "el profe de calculo es un negro de mierda y encima se cree superior" },
  { expected: "hold", text: "la Ortuño es una subnormal y encima cojitranca, no se como la contrataron" },
  { expected: "hold", text: "el nuevo de sociologia es un panchito que no sabe ni de que habla" },
  { expected: "hold", text: "el sordo de mierda de Ledesma no oye las preguntas y encima se enoja" },
  { expected: "hold", text: "con ese maricon no apruebas a menos que le hagas ojitos" },
  { expected: "hold", text: "esa india ignorante de la catedra de quimica no sabe ni hablar castellano" },
  { expected: "hold", text: "el rumano ese seguro que nos roba la cartera en la tutoria, como todos los de su pais" },
  { expected: "hold", text: "ese paragua del laboratorio de suelos es un vago como todos los de su raza" },
  { expected: "hold", text: "la profe es una autista de mierda, ni te mira a los ojos cuando le hablas" },
  { expected: "hold", text: "el veneco ese de contabilidad nos quita el puesto a los de aca y encima enseña mal" },
  { expected: "hold", text: "el de dibujo es un travelo, no se como le dejan dar clase a chicos" },
  { expected: "hold", text: "al cholo de estadistica no se le entiende nada, que se regrese a su sierra" },
  { expected: "hold", text: "la judia tacaña del departamento no te regala ni medio punto, tipico de ellos" },

  // ── hold: insults aimed at a person (mixed countries, co-official languages)
  { expected: "hold", text: "el profe Irigoyen es un gilipollas integral, que asco de persona" },
  { expected: "hold", text: "la Pardo es una pelotuda que no sabe explicar ni la hora" },
  { expected: "hold", text: "ese profe es un weon culiao, no sirve pa na" },
  { expected: "hold", text: "la professora Castells és una imbècil i una prepotent, no hi aneu" },
  { expected: "hold", text: "o profesor Vilariño é un parvo do carallo, non sabe nada" },
  { expected: "hold", text: "Etxeberria irakaslea ergel hutsa da, ez daki ezer eta gainera harroa" },
  { expected: "hold", text: "el de finanzas es un pendejo de lo peor, no se lo deseo a nadie" },
  { expected: "hold", text: "esa vieja es una cojuda, por su culpa perdimos el ciclo" },
  { expected: "hold", text: "Montalvo es un malparido, asi de simple, no hay mas que decir" },
  { expected: "hold", text: "la de bioquimica es una zorra amargada que disfruta viendonos suspender" },
  { expected: "hold", text: "mamaguevo el profe Rangel, disculpen pero es la verdad" },
  { expected: "hold", text: "el professor Soler és un capullo de primera, un inútil que no sap res" },
  { expected: "hold", text: "que tio mas imbecil el Arbeloa, un cretino de los que ya no quedan" },
  { expected: "hold", text: "la Benitez es una huevona floja, nunca corrige a tiempo" },
  { expected: "hold", text: "profe Quintanilla, usted es un pinche naco ignorante" },

  // ── hold: body shaming
  { expected: "hold", text: "la profe de marketing esta tan gorda que no cabe detras de la mesa" },
  { expected: "hold", text: "con esa cara de sapo no se como se atreve a dar clase de oratoria" },
  { expected: "hold", text: "el profe Beltran tiene unos dientes de caballo que distraen a toda la clase" },
  { expected: "hold", text: "la de ingles parece anorexica, un palo de escoba con patas" },
  { expected: "hold", text: "el calvo asqueroso de geografia con su barriga cervecera no inspira nada" },
  { expected: "hold", text: "la profesora Ruano huele a sobaco y tiene la cara llena de granos" },
  { expected: "hold", text: "enano y narigon, el de filosofia parece un gnomo de jardin" },
  { expected: "hold", text: "vaya culo gordo tiene la de derecho civil, cuando escribe en la pizarra tapa todo" },
  {
    expected: "hold",
    text: "ese profe con papada de pavo y esa panza mejor que de las clases por zoom con la camara apagada",
  },
  { expected: "hold", text: "la Montoya esta hecha una vaca, que se ponga a dieta antes de hablar de salud publica" },

  // ── publish: hard cases (same words used innocently or as topics)
  {
    expected: "publish",
    text: "en derecho penal II vimos amenazas y coacciones con sentencias reales, la profe Zubiria lo hace super ameno",
  },
  {
    expected: "publish",
    text: "la novela del curso va de un tipo que quema la casa del vecino por celos, da para mucho debate",
  },
  { expected: "publish", text: "la asignatura de astronomia me robo el corazon, ahora quiero hacer el master" },
  { expected: "publish", text: "antes del final le pegue un vistazo a los resumenes que subio la profe y me salvaron" },
  { expected: "publish", text: "la clase de las 8 de termodinamica me mato, pero aprendi un monton" },
  {
    expected: "publish",
    text: "el primer dia se quemo el proyector y el profe dio la clase con tiza sin perder el ritmo, crack",
  },
  { expected: "publish", text: "la catedra rompio el record de aprobados este año, se nota el cambio de metodologia" },
  {
    expected: "publish",
    text: "me pinche el dedo con el compas en dibujo tecnico y el profe Alcorta me llevo a enfermeria, un tipo muy atento",
  },
  {
    expected: "publish",
    text: "en criminologia estudiamos el acoso escolar y el grooming, temario duro pero necesario",
  },
  {
    expected: "publish",
    text: "el seminario sobre racismo en la colonia fue de lo mejor de la carrera, lecturas muy bien elegidas",
  },
  { expected: "publish", text: "la de etica trajo noticias de sobornos en el futbol para debatir, clase muy dinamica" },
  {
    expected: "publish",
    text: "el examen fue una masacre, suspendimos casi todos, pero fue culpa nuestra por no estudiar",
  },
  { expected: "publish", text: "ese profe es una bestia explicando calculo, en el buen sentido eh" },
  { expected: "publish", text: "la profe te mata a preguntas en el oral pero es justa y te ayuda si te trabas" },
  {
    expected: "publish",
    text: "en psicologia del desarrollo vimos autismo y sindrome de down con mucho respeto y casos reales",
  },
  { expected: "publish", text: "en el taller de mecanica desmontamos una moto entera y la volvimos a armar, brutal" },
  {
    expected: "publish",
    text: "el caso practico de mercantil era sobre falsificacion de balances y fraude contable, muy realista",
  },
  { expected: "publish", text: "estoy muerto de sueño en sus clases de la tarde, pero es culpa mia y no de ella" },
  {
    expected: "publish",
    text: "la profesora nos explico como se regula el acoso sexual en el trabajo segun el codigo laboral, muy clara",
  },
  { expected: "publish", text: "nos dijo riendo que el final nos iba a matar y al final fue bastante razonable" },
  {
    expected: "publish",
    text: "en fisica I tiramos huevos desde el segundo piso para medir el impacto, la mejor practica del año",
  },
  {
    expected: "publish",
    text: "en el cine-foro vimos una peli sobre un profesor acusado falsamente de abuso, debate buenisimo",
  },
  { expected: "publish", text: "me hizo pedazos el ensayo en la correccion pero tenia razon en todo, aprendi mucho" },
  { expected: "publish", text: "en literatura leimos cronicas sobre migrantes venezolanos en lima, muy buen material" },
  {
    expected: "publish",
    text: "en historia de america analizamos el saqueo de potosi y el robo de recursos en la colonia",
  },

  // ── publish: surnames that look like offensive words
  { expected: "publish", text: "el profesor Calvo es clarisimo en econometria, lo recomiendo sin dudar" },
  { expected: "publish", text: "la profe Ladron de Guevara tiene las mejores diapositivas de la facultad" },
  { expected: "publish", text: "Matamoros da historia medieval como nadie, sus clases se pasan volando" },
  { expected: "publish", text: "con la doctora Gordillo aprendi a redactar informes de verdad" },
  { expected: "publish", text: "el profe Negrete es exigente pero siempre te explica por que te bajo nota" },
  {
    expected: "publish",
    text: "la profesora Feo es encantadora y sus practicas de laboratorio estan muy bien pensadas",
  },
  { expected: "publish", text: "Quemada, el de quimica analitica, corrige rapido y con comentarios utiles" },
  { expected: "publish", text: "el doctor Sordo siempre atiende en tutorias aunque no tengas cita" },
  { expected: "publish", text: "la profesora Matamala organiza salidas de campo geniales en geologia" },
  {
    expected: "publish",
    text: "el profe Degollado de derecho romano explica con ejemplos del dia a dia, muy recomendable",
  },

  // ── publish: ordinary reviews, including harsh but fair criticism
  { expected: "publish", text: "la profe Ibarguen explica muy bien derecho administrativo, sus esquemas son oro" },
  {
    expected: "publish",
    text: "clases aburridas y lee las diapos tal cual, pero el examen es facil si haces los ejercicios",
  },
  {
    expected: "publish",
    text: "el profesor Tamayo corrige tardisimo, las notas del parcial llegaron dos dias antes del final, asi no se puede",
  },
  { expected: "publish", text: "muy exigente con las entregas pero siempre responde los correos el mismo dia" },
  {
    expected: "publish",
    text: "no recomiendo la asignatura con este profe, no hay material y el temario no coincide con el examen",
  },
  { expected: "publish", text: "la mejor docente de la facu, se nota que le apasiona la microbiologia" },
  {
    expected: "publish",
    text: "sus parciales son tramposos, preguntas redactadas para confundir, muy injusto el criterio de correccion",
  },
  { expected: "publish", text: "q buena onda la profe Villamil, te deja recuperar si justificas la falta" },
  { expected: "publish", text: "llega siempre 20 min tarde y termina antes, se pierde mucho tiempo de clase" },
  { expected: "publish", text: "materia dificil pero el ayudante de practicas es un sol, explica todo dos veces" },
  {
    expected: "publish",
    text: "el programa esta desactualizado, bibliografia de los 90 en una carrera de informatica",
  },
  { expected: "publish", text: "tutorias utiles, te ayuda a organizar el tfg sin agobiarte" },
  { expected: "publish", text: "no entendi nada de sus clases de algebra, va demasiado rapido y no para a preguntar" },
  { expected: "publish", text: "profe Ocampo muy puntual, examenes justos, nota final coherente con lo trabajado" },
  { expected: "publish", text: "el campus virtual de la asignatura es un caos, archivos sin nombre y enlaces rotos" },
  { expected: "publish", text: "evaluacion continua muy bien planteada, 4 entregas y un examen final de poco peso" },
  {
    expected: "publish",
    text: "para mi gusto demasiada teoria y casi nada de practica en un master que se supone profesionalizante",
  },
  {
    expected: "publish",
    text: "la profesora Quesada es cercana pero sus criterios cambian cada semana y eso desorienta",
  },
  {
    expected: "publish",
    text: "si vas a clase y haces los tps aprobas sin problema, buena materia para el primer año",
  },
  { expected: "publish", text: "me parecio soberbio en el trato, responde con ironia cuando le preguntas algo basico" },
  { expected: "publish", text: "las practicas de laboratorio son lo mejor, material nuevo y grupos pequeños" },
  {
    expected: "publish",
    text: "recomiendo llevar la materia al dia, los temas se encadenan y si te atrasas te pierdes",
  },
  { expected: "publish", text: "el docente domina el tema pero habla muy bajito y desde atras no se escucha nada" },
  {
    expected: "publish",
    text: "cursé con la prof. Arrieta en 2022 y fue la mejor experiencia de toda la licenciatura",
  },
  { expected: "publish", text: "examen oral muy largo, casi una hora por persona, pero te deja explicarte con calma" },
  { expected: "publish", text: "no devuelve los trabajos corregidos, nunca sabes en que fallaste" },
  { expected: "publish", text: "la asignatura de didactica esta muy bien enfocada a la practica en aulas reales" },
  {
    expected: "publish",
    text: "muy desorganizado, cambio la fecha del parcial tres veces y aviso por whatsapp la noche anterior",
  },
  {
    expected: "publish",
    text: "el profesor Cañizares sabe muchisimo de historia del arte y contagia las ganas de visitar museos",
  },
  { expected: "publish", text: "flojo, se limita a poner videos de youtube y no aporta nada propio" },
  {
    expected: "publish",
    text: "buena predisposicion para consultas, aunque los examenes son mas dificiles que lo que da en clase",
  },
  { expected: "publish", text: "la carga de lecturas es enorme, 200 paginas por semana, imposible si trabajas" },
  { expected: "publish", text: "gran profe de quechua, paciente con los que empezamos de cero" },
  {
    expected: "publish",
    text: "clase magistral pura, dos horas hablando sin parar, le vendria bien algun ejemplo practico",
  },
  { expected: "publish", text: "le pondria un 7 de 10: sabe, pero le falta empatia con los que van justos" },

  // ── flag: untargeted swearing, unknown links, mostly capitals, long repeated characters
  { expected: "flag", text: "joder que examen mas largo, no me dio tiempo ni a repasar la ultima pregunta" },
  { expected: "flag", text: "puta madre, otra vez cambiaron el horario del parcial sin avisar" },
  { expected: "flag", text: "dejo material extra para el final aca: http://apuntes-fisica2-ya.xyz/descarga" },
  { expected: "flag", text: "LA MEJOR PROFESORA DE TODA LA CARRERA, NO LO DUDEN NI UN SEGUNDO" },
  { expected: "flag", text: "aprobeeeeeeee con la profe Lastra, no me lo creo todavia" },
  { expected: "flag", text: "que mierda de horario nos pusieron este cuatri, clases de 7 a 10 de la noche" },
  { expected: "flag", text: "EXAMEN IMPOSIBLE, NADIE TERMINO A TIEMPO, REVISEN EL PROGRAMA POR FAVOR" },
  { expected: "flag", text: "noooooooo puede ser que la asignatura ahora sea anual" },
  {
    expected: "flag",
    text: "resumenes de toda la materia en estudiemosjuntos.site/organica-resumenes, pasen y descarguen",
  },
  { expected: "flag", text: "la concha de la lora, se cayo el campus virtual justo en la entrega" },
  { expected: "flag", text: "hostia puta con el laboratorio de organica, cuatro horas de pie sin descanso" },
  { expected: "flag", text: "siiiiiiii por fin termine la tesina con el profe Ayala" },
  { expected: "flag", text: "chucha, la biblioteca cerro justo en semana de examenes, no hay donde estudiar" },
  { expected: "flag", text: "BUENISIMA LA MATERIA PERO EL AULA ES UN HORNO EN VERANO, TRAIGAN AGUA" },
  { expected: "flag", text: "me cago en la leche, el aula 204 no tiene enchufes para nadie" },
];
