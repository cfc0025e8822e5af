/**
 * Eighth batch: a mixed "random week" of reviews from Spain and Latin America — accusations, threats, slurs, insults, body shaming and personal data that must be held; swearing, links, capitals and stretched letters to flag; and clean reviews including hard cases, odd surnames, slang praise and co-official languages or English. Written without seeing the rules.
 */
import type { ScreeningExample } from "~/server/moderation/screening-fixtures/types";

export const EIGHTH_BATCH_EXAMPLES: ScreeningExample[] = [
  // ── hold: accusations of crimes or serious misconduct (with accents)
  {
    expected: "hold",
    text: "Dicen que la de Bioquímica vende los exámenes finales por doscientos euros en el bar de la facultad.",
  },
  {
    expected: "hold",
    text: "Villaseñor se quedó con la plata del proyecto de investigación, los becarios nunca cobramos ni un peso.",
  },
  { expected: "hold", text: "La profesora Ordóñez falsificó las actas del segundo parcial para aprobar a su sobrino." },
  {
    expected: "hold",
    text: "Me contaron que Benítez plagió la tesis de una doctoranda y la publicó con su nombre en una revista.",
  },
  {
    expected: "hold",
    text: "El profesor Lazcano ha acosado sexualmente a por lo menos tres compañeras de mi promoción.",
  },
  {
    expected: "hold",
    text: "La de Derecho Civil discrimina a los estudiantes indígenas: les baja la nota a propósito solo por el apellido.",
  },
  {
    expected: "hold",
    text: "Rendón malversó los fondos del congreso y se compró un carro nuevo, todo el departamento lo sabe.",
  },
  { expected: "hold", text: "A Fernanda la manoseó en el ascensor el de Anatomía, y ella tiene miedo de denunciarlo." },
  {
    expected: "hold",
    text: "Sobornos, eso es lo que acepta Cárdenas: le llevas una botella buena y apruebas Microeconomía.",
  },
  {
    expected: "hold",
    text: "Dicen que ese señor les escribe por Instagram a chicas de secundaria que vienen a las jornadas de puertas abiertas.",
  },
  {
    expected: "hold",
    text: "El Dr. Achával cobra a los tesistas por firmar la aprobación del proyecto; a mí me pidió cincuenta mil pesos.",
  },
  {
    expected: "hold",
    text: "Le pegaba a su exmujer, lo sabe toda la facultad, y todavía tiene la cara de dar Ética Profesional.",
  },
  { expected: "hold", text: "Hernández habría manipulado las notas del concurso de becas para favorecer a su novia." },
  {
    expected: "hold",
    text: "Acosador y ladrón, así es Cifuentes: ronda a las alumnas y se queda con el dinero de las salidas de campo.",
  },
  {
    expected: "hold",
    text: "Ha estado vendiendo los apuntes de sus alumnos como si fueran suyos y encima suspendió a quien protestó.",
  },
  {
    expected: "hold",
    text: "Cuando fui a la revisión me tocó la pierna y me dijo que así subía medio punto. Profesor Iriarte, no se me olvida.",
  },
  {
    expected: "hold",
    text: "La de Inglés Técnico aprueba a cambio de que le hagas la declaración de la renta gratis, y lo hace cada año.",
  },
  {
    expected: "hold",
    text: "El profesor Balmaceda estafó a media promoción con un curso de preparación pagado que nunca se dictó.",
  },
  {
    expected: "hold",
    text: "Va a acabar en la cárcel: Molina se gasta los fondos del grupo de investigación en viajes personales con su amante.",
  },
  {
    expected: "hold",
    text: "Yo misma la vi copiar la tesis de un alumno en su artículo; la profesora Navia es una plagiaria.",
  },
  {
    expected: "hold",
    text: "Profe Tapia, usted nos cobró una tasa de laboratorio que no existía y se quedó con el dinero.",
  },
  {
    expected: "hold",
    text: "Fue él, el de Redes, quien borró a propósito las entregas de los que nos quejamos para suspendernos.",
  },
  // ── hold: accusations (written without accents)
  {
    expected: "hold",
    text: "el profe Quiroga le pide fotos a las alumnas a cambio de subir la nota, varias lo sabemos",
  },
  {
    expected: "hold",
    text: "a las de primero las acosa en tutorias, cierra la puerta y se pone demasiado cerca, y nadie hace nada",
  },
  {
    expected: "hold",
    text: "ese tipo es un acosador, a mi amiga la siguio hasta el estacionamiento dos noches seguidas",
  },
  { expected: "hold", text: "el de estadistica cobra por aprobar, 50 lucas y te pone un 7 sin rendir la prueba" },
  {
    expected: "hold",
    text: "ella filtra las preguntas del examen a sus alumnos particulares, los que le pagan aparte",
  },
  {
    expected: "hold",
    text: "el profe Arrieta viene borracho a clase casi todos los jueves, huele a ron desde la puerta",
  },
  {
    expected: "hold",
    text: "ya le robo la beca a Camila para darsela a su ahijado, y este año nos la va a robar a nosotros",
  },
  {
    expected: "hold",
    text: "dicen q el de fisica le pego a un alumno en el laboratorio el año pasado y la uni lo tapo",
  },
  {
    expected: "hold",
    text: "lo vi vendiendo pastillas a estudiantes en el parqueadero, el profe Salgado es un jibaro",
  },
  {
    expected: "hold",
    text: "nos obligo a comprar su libro a 80 dolares y al que no lo tenia le ponia cero, eso es extorsion",
  },
  {
    expected: "hold",
    text: "el profe Montoya se invento notas de alumnos que nunca se presentaron para cobrar un bono de rendimiento",
  },
  {
    expected: "hold",
    text: "dicen que la coordinadora Peñaloza amenazo a una alumna con expulsarla si la denunciaba por acoso",
  },
  {
    expected: "hold",
    text: "la profesora gallardo nos roba los trabajos y los presenta en congresos como si fueran de ella",
  },
  {
    expected: "hold",
    text: "el de contabilidad va a seguir cobrando por las recuperaciones como cada semestre, 30 mil por cabeza",
  },
  { expected: "hold", text: "me consta que el profe Ugarte le pidio sexo a una compañera a cambio del aprobado" },
  { expected: "hold", text: "esa vieja se robo el proyector del aula 12 y se lo llevo a su casa, la vimos cargandolo" },
  {
    expected: "hold",
    text: "dicen que el decano y la profe Larrain se reparten la plata de las matriculas de posgrado",
  },
  {
    expected: "hold",
    text: "el profesor orozco trafica con titulos falsos, a un conocido le consiguio uno por 500 dolares",
  },
  {
    expected: "hold",
    text: "amenaza a los que reprueba con arruinarles la carrera si se quejan, y ya se la arruino a uno",
  },
  {
    expected: "hold",
    text: "segun varios, la doctora Quintanilla recibia regalos caros de los padres para aprobar a sus hijos",
  },
  { expected: "hold", text: "a ese lo echaron de otra uni por abusar de una alumna y aca sigue como si nada" },
  {
    expected: "hold",
    text: "el profe le cambio la nota a su hija que esta en nuestro curso, de 3 a 9, todos lo vimos en el sistema",
  },
  {
    expected: "hold",
    text: "vos le robaste la idea a tu tesista y la patentaste a tu nombre, Bravo, no te hagas el boludo",
  },

  // ── hold: threats to people
  { expected: "hold", text: "Como me vuelva a suspender le parto la cara a la salida del aula al profe Guzmán." },
  {
    expected: "hold",
    text: "ya se a que hora sale del parqueo el de termo, lo voy a esperar y le voy a dar una paliza",
  },
  {
    expected: "hold",
    text: "A la profesora Zubiría le voy a meter una hostia el día de la revisión si no me sube la nota.",
  },
  { expected: "hold", text: "vamos a ir varios a buscarlo a su casa y va a saber lo que es bueno, ese viejo" },
  { expected: "hold", text: "Si me jala otra vez, lo mato. Lo digo en serio, profe Cueto." },
  { expected: "hold", text: "le voy a romper los dientes a ese tipo la próxima vez que me humille delante de todos" },
  { expected: "hold", text: "un dia de estos le meto un balazo al de quimica y se acaban sus reprobados" },
  { expected: "hold", text: "Ándale, sigue reprobándonos y vas a ver cómo te va cuando salgas de noche, Saldívar." },
  { expected: "hold", text: "la voy a esperar en el estacionamiento con mis primos, a ver si sigue igual de valiente" },
  { expected: "hold", text: "Profe Arenas, sepa que en cuanto lo pille fuera del campus lo reviento a golpes." },
  {
    expected: "hold",
    text: "al de historia le vamos a dar una leccion, ya tenemos los palos preparados para el viernes",
  },
  { expected: "hold", text: "Vuelve a gritarle a mi hermana y te juro que te apuñalo, Ferreyra." },
  { expected: "hold", text: "si me suspende le echo lejía en el café a la de Farmacia, avisada queda" },
  { expected: "hold", text: "lo vamos a agarrar entre todos después del final y no va a poder caminar en un mes" },
  { expected: "hold", text: "sé dónde vive la Obregón y un día de estos voy a ir a partirle las piernas" },

  // ── hold: threats to property
  { expected: "hold", text: "Le voy a rayar el coche entero al profe Echeverría, ya sé cuál es, el Corolla gris." },
  { expected: "hold", text: "como me suspenda le pincho las cuatro ruedas de la moto, palabra" },
  { expected: "hold", text: "A la de Latín le vamos a quemar el despacho con todos sus papeles dentro." },
  { expected: "hold", text: "voy a romperle los vidrios de la casa a pedradas al de calculo, ya tengo la direccion" },
  { expected: "hold", text: "Si no me aprueba le reviento el portátil contra el suelo delante de toda la clase." },
  { expected: "hold", text: "le vamos a llenar el carro de huevos y pintura a la profe Cisneros este viernes" },
  {
    expected: "hold",
    text: "tengo la contraseña del profe Ibáñez y le voy a borrar todos los archivos de su investigación",
  },
  {
    expected: "hold",
    text: "Al de Dibujo Técnico le voy a destrozar la maqueta que tiene en la oficina, esa que tanto presume.",
  },
  { expected: "hold", text: "le voy a prender fuego al carro del de fisica 2 en el parqueadero, ya vera" },
  {
    expected: "hold",
    text: "Profe Landa, le vamos a pintar la fachada de la casa con lo que pensamos de usted y a arrancarle el buzón.",
  },
  { expected: "hold", text: "ya le tengo fichada la bici al profe Rivas, esa cosa no llega entera al viernes" },
  {
    expected: "hold",
    text: "le voy a echar azucar en el tanque a la camioneta del director de carrera para que se le funda el motor",
  },

  // ── hold: slurs about a person
  { expected: "hold", text: "el profe Duarte es un sudaca de mierda que no sabe ni hablar bien el castellano" },
  { expected: "hold", text: "No pienso aguantar a ese maricón explicando Biología, que se vaya a su desfile." },
  { expected: "hold", text: "la de inglés es una india igualada, que vuelva al cerro de donde bajó" },
  { expected: "hold", text: "ese moro no debería dar clase en una universidad española" },
  { expected: "hold", text: "el de Contabilidad es un mongólico, habla como un retrasado" },
  { expected: "hold", text: "la profesora Benavente es una bollera amargada y se le nota en cómo trata a los chicos" },
  { expected: "hold", text: "Ese panchito no tiene ni idea de economía, que se vuelva a su país" },
  { expected: "hold", text: "el nuevo de Física es un judío tacaño, no regala ni medio punto" },
  { expected: "hold", text: "la de Anatomía es un travelo, ni ella sabe si es hombre o mujer" },
  { expected: "hold", text: "el profe Mosquera es un negrata, no entiendo quién lo contrató" },

  // ── hold: insults aimed at a person (across countries and languages)
  { expected: "hold", text: "el profe Maldonado es un pendejo, nomás viene a leer las diapositivas" },
  { expected: "hold", text: "Qué pelotudo el de Álgebra, se equivoca en sus propios ejercicios" },
  { expected: "hold", text: "la Soto es terrible de hueona, no cacha nada de lo que uno le pregunta" },
  { expected: "hold", text: "ese man es una gonorrea, nos humilla a todos en el tablero" },
  { expected: "hold", text: "El profesor Quesada es un comemierda, se cree el dueño de la facultad." },
  { expected: "hold", text: "menudo gilipollas el de Mecánica, ni saluda cuando entra" },
  { expected: "hold", text: "el profe Pacheco es un mamagüevo, nos puso falta a todos por llegar un minuto tarde" },
  { expected: "hold", text: "esa profesora es una cojuda, no sabe ni prender el proyector" },
  { expected: "hold", text: "el de Química es un culero, nunca responde y encima se burla de uno" },
  { expected: "hold", text: "qué carepicha el profe Mora, nos dejó una hora extra sin avisar" },
  { expected: "hold", text: "la profe Giménez es re tavy, no sabe explicar nada y encima se enoja" },
  { expected: "hold", text: "El professor Puigvert és un imbècil i un malparit, no el suporto." },
  { expected: "hold", text: "A profesora Outeiral é unha parva de carallo, non aprendín nada con ela." },
  { expected: "hold", text: "Etxeberria irakaslea ergel hutsa da, benetako astoa." },
  { expected: "hold", text: "el tal Benavides es un pajero y un tarado, no sé cómo sigue dando clase" },

  // ── hold: body shaming
  { expected: "hold", text: "la de estadística está tan gorda que no cabe entre las mesas, da asco verla" },
  { expected: "hold", text: "El profe Vallejo tiene unos dientes de caballo que no puedo dejar de mirar, horrible." },
  { expected: "hold", text: "con esa papada y esa barriga el de educación física no debería hablar de salud" },
  { expected: "hold", text: "la profesora Ibarra es un esqueleto andante, parece enferma, qué grima" },
  { expected: "hold", text: "calvo, bajito y con esa nariz, el de Geografía parece un duende feo" },
  { expected: "hold", text: "Esa mujer tiene más bigote que mi abuelo y unas piernas de jamón." },
  { expected: "hold", text: "el profe huele a sudor y tiene la cara llena de granos, vaya cara de pizza" },
  { expected: "hold", text: "la de francés es una vaca, se le marcan todos los rollos con esas blusas" },

  // ── hold: personal data
  {
    expected: "hold",
    text: "El número del profe Anzola es 612 48 93 07, escríbanle al WhatsApp a las 3 de la mañana.",
  },
  {
    expected: "hold",
    text: "la profesora Echenique vive en calle Los Almendros 1432, depto 5B, por si alguien quiere ir a reclamar",
  },
  { expected: "hold", text: "El DNI de la de Histología es 47.812.306-K, lo dejó olvidado en la fotocopiadora." },
  { expected: "hold", text: "su correo personal es mgarridobaez77@gmail.com y ahí sí contesta, no al institucional" },
  { expected: "hold", text: "la patente del auto del profe Urrutia es KFPT-62, lo deja siempre en la calle de atrás" },

  // ── flag: swearing aimed at nobody
  { expected: "flag", text: "joder, qué examen tan largo, no me dio tiempo ni a revisar" },
  { expected: "flag", text: "puta madre, tres parciales en la misma semana, así no se puede" },
  { expected: "flag", text: "qué mierda de horario nos pusieron este cuatrimestre, clases de 8 a 10 de la noche" },
  { expected: "flag", text: "la verdad el temario es una puta locura, demasiado para un semestre" },
  { expected: "flag", text: "me cago en la plataforma virtual, se cayó justo en la entrega" },
  { expected: "flag", text: "Carajo, nunca pensé que Cálculo III fuera tan difícil, pero el profe ayuda." },
  { expected: "flag", text: "Hostia, qué difícil el parcial de Física, salí con la cabeza como un bombo" },
  { expected: "flag", text: "la wifi de la facultad es una mierda y las clases online se cortan siempre" },
  { expected: "flag", text: "verga, el final estuvo cabrón, pero se podía con los ejercicios de la guía" },
  { expected: "flag", text: "no mames, el proyecto final era para un equipo de diez y lo hicimos tres" },
  { expected: "flag", text: "la concha de la lora, se borró mi entrega del campus a las 23:59" },
  { expected: "flag", text: "chucha, de nuevo cambiaron la sala y nadie avisó nada" },

  // ── flag: one unknown link
  { expected: "flag", text: "Resúmenes de todo el temario aquí: https://apuntes-libres.net/fisiologia-2" },
  { expected: "flag", text: "Si quieren los exámenes viejos, están en bit.ly/parciales-algebra-23" },
  { expected: "flag", text: "El profesor recomienda este simulador: http://quimsim.io/lab, muy útil para practicar." },
  { expected: "flag", text: "pasen por mi grupo de estudio www.estudiaconmigo-uni.com, es gratis" },
  { expected: "flag", text: "Subí la guía resuelta a https://drive-compartido.xyz/guia3, por si a alguien le sirve" },
  { expected: "flag", text: "Material extra de Microeconomía en https://econoaula.org/micro1, muy buen complemento" },

  // ── flag: mostly capitals
  { expected: "flag", text: "LA MEJOR PROFESORA QUE HE TENIDO EN TODA LA CARRERA, GRACIAS POR TODO" },
  { expected: "flag", text: "NO SE INSCRIBAN EN ESTA MATERIA SI TRABAJAN, ES IMPOSIBLE SEGUIR EL RITMO" },
  { expected: "flag", text: "EXAMEN FINAL EL 14 DE DICIEMBRE, CONFIRMADO POR EL PROFE EN CLASE" },
  { expected: "flag", text: "MUY BUENA MATERIA PERO LOS PARCIALES SON ETERNOS Y EL AULA NO TIENE AIRE" },
  { expected: "flag", text: "RECOMIENDO 100% A LA PROFE ZAPATA PARA HISTORIA DEL ARTE" },
  { expected: "flag", text: "OJO CON LAS ENTREGAS, NO ACEPTA NADA FUERA DE PLAZO" },

  // ── flag: six or more repeated characters
  { expected: "flag", text: "aprobeeeeeee por fin, gracias profe Luján" },
  { expected: "flag", text: "siiiiiiiii, la mejor materia del semestre" },
  { expected: "flag", text: "noooooooo puede ser que el final caiga el mismo día que Anatomía" },
  { expected: "flag", text: "Qué clase tan buenaaaaaaa, salí motivadísima" },
  { expected: "flag", text: "el parcial estuvo difíciiiiiiil pero justo" },
  { expected: "flag", text: "holaaaaaaa, alguien sabe si la profe Vidal deja usar calculadora?" },

  // ── publish: hard cases (same words used innocently or as topics)
  {
    expected: "publish",
    text: "En Derecho Penal II la profesora Iturbe explica el robo con violencia y la estafa con casos reales, muy recomendable.",
  },
  {
    expected: "publish",
    text: "El examen de Termodinámica me mató, pero es culpa mía por no haber hecho los problemas.",
  },
  {
    expected: "publish",
    text: "Criminología: el tema de asesinos en serie es fascinante y el profe lo trata con mucho respeto hacia las víctimas.",
  },
  {
    expected: "publish",
    text: "En Psicología Organizacional estudiamos el acoso laboral a fondo; material muy útil para la vida profesional.",
  },
  {
    expected: "publish",
    text: "Farmacología tiene un bloque entero de drogas de abuso, cocaína incluida, y la profe lo explica genial.",
  },
  {
    expected: "publish",
    text: "La clase sobre el cártel de Medellín en Historia de Colombia fue una bomba, nadie miró el celular.",
  },
  {
    expected: "publish",
    text: "El profesor nos enseñó a detectar plagio y a citar bien; ahora ya no me da miedo la tesis.",
  },
  {
    expected: "publish",
    text: "Me quemé estudiando para el final de Química Orgánica, pero saqué un 8 y valió la pena.",
  },
  {
    expected: "publish",
    text: "Leímos El idiota de Dostoievski y la discusión en clase fue de lo mejor del cuatrimestre.",
  },
  {
    expected: "publish",
    text: "En Tributario vimos fraude fiscal, evasión y lavado de activos; denso, pero la profe lo hace ameno.",
  },
  {
    expected: "publish",
    text: "La profe de Genética habló de obesidad y herencia sin ningún juicio, muy profesional.",
  },
  {
    expected: "publish",
    text: "Si quieres matar el tiempo, no vayas; si quieres aprender Cálculo, esta asignatura es oro.",
  },
  {
    expected: "publish",
    text: "Derechos Humanos: el módulo sobre violaciones de derechos en las dictaduras fue duro pero necesario.",
  },
  {
    expected: "publish",
    text: "Mercado negro, contrabando y economía informal: temas de Economía del Desarrollo muy bien explicados.",
  },
  {
    expected: "publish",
    text: "Nos hizo romper probetas a propósito para aprender a manejar residuos de vidrio, clase curiosa.",
  },
  {
    expected: "publish",
    text: "La profesora tiene un humor negro buenísimo, te mueres de risa con sus ejemplos de Anatomía.",
  },
  {
    expected: "publish",
    text: "En Literatura Latinoamericana analizamos la violencia en la novela del narco; mucha lectura, pero vale la pena.",
  },
  {
    expected: "publish",
    text: "En Medicina Legal vimos autopsias de víctimas de apuñalamiento; no es para estómagos sensibles, pero se aprende muchísimo.",
  },
  {
    expected: "publish",
    text: "El profe de Sociología nos pidió analizar discursos de odio en redes; trabajo incómodo pero muy revelador.",
  },
  {
    expected: "publish",
    text: "Dicen que el final de Estructuras es el más difícil de la carrera, y lo confirmo: estudien desde el día uno.",
  },
  {
    expected: "publish",
    text: "Ética Profesional: discutimos casos de corrupción y soborno en empresas, y la profesora Llanos modera muy bien los debates.",
  },
  {
    expected: "publish",
    text: "Química Forense: aprendimos cómo se analiza la sangre en la escena del crimen, la mejor optativa.",
  },
  {
    expected: "publish",
    text: "Nutrición Clínica trata el sobrepeso y la desnutrición con mucho tacto, sin culpar a nadie.",
  },
  {
    expected: "publish",
    text: "Me robó el corazón esta materia, jamás pensé que la Estadística me iba a gustar tanto.",
  },
  {
    expected: "publish",
    text: "Explica la Guerra Civil, los fusilamientos y las cárceles franquistas sin sensacionalismo, da gusto escucharlo.",
  },
  {
    expected: "publish",
    text: "En Seguridad Informática atacamos un servidor de prueba y robamos contraseñas ficticias, práctica brutal.",
  },
  {
    expected: "publish",
    text: "La asignatura de Estudios de Género aborda la violencia sexual y el acoso en la universidad con datos serios.",
  },
  {
    expected: "publish",
    text: "El profe prometió destruir nuestros prejuicios sobre la física cuántica, y lo cumplió.",
  },
  {
    expected: "publish",
    text: "Parcial asesino, profe justo: si estudias, apruebas. Geometría Analítica con el profe Ruano.",
  },
  { expected: "publish", text: "Ojo, no acepta trabajos tarde ni por un minuto; es estricto pero justo con todos." },

  // ── publish: surnames that look like other words
  { expected: "publish", text: "La profesora Matamoros es de lo mejor que tiene la facultad de Filología." },
  { expected: "publish", text: "El profe Calvo explica Topología con una paciencia infinita, totalmente recomendado." },
  { expected: "publish", text: "Gordillo corrige rápido y da retroalimentación detallada en cada entrega." },
  { expected: "publish", text: "Tuve a la doctora Negrete en Inmunología y aprendí más que en todo el año anterior." },
  { expected: "publish", text: "Cabrera es exigente, pero sus clases de Derecho Mercantil valen cada minuto." },
  { expected: "publish", text: "Pijoan es muy cercano en tutorías y siempre responde los correos el mismo día." },
  {
    expected: "publish",
    text: "La profesora Delgado organiza salidas de campo a la sierra que son lo mejor de Geología.",
  },
  { expected: "publish", text: "Bobadilla domina la Historia Medieval como nadie, sus clases parecen documentales." },
  { expected: "publish", text: "Ladrón de Guevara es un profesor excelente de Microbiología, muy claro y organizado." },
  {
    expected: "publish",
    text: "El profe Feo, contra lo que sugiere el apellido, da las clases más bonitas de Arquitectura.",
  },

  // ── publish: slang praise
  { expected: "publish", text: "La profe Arriagada es bacán, explica con memes y nadie se duerme." },
  { expected: "publish", text: "el profe Ocampo es un capo total, te hace entender Análisis en dos clases" },
  { expected: "publish", text: "Muy chévere la materia, el profesor Rangel es un duro de verdad." },
  { expected: "publish", text: "bien chido el curso de Sistemas Operativos, la maestra Lozano se rifa" },
  { expected: "publish", text: "La profesora Echegaray es una crack, mola mazo cómo explica Fonética." },
  { expected: "publish", text: "el ramo de Ecología es la raja, el profe Henríquez es pulento" },
  { expected: "publish", text: "Tuanis la clase de Biología Marina, el profe Solano es pura vida." },
  { expected: "publish", text: "el profe Menjívar es bien chivo, sus clases de Redes son otro nivel" },
  {
    expected: "publish",
    text: "La doctora Bastidas es una máquina explicando Fisiología, una bestia en el buen sentido.",
  },
  { expected: "publish", text: "bacano ese profe de Estadística, parce, uno sale entendiendo todo" },

  // ── publish: co-official languages and English
  { expected: "publish", text: "La professora Vilalta explica molt bé l'Econometria i sempre respon els dubtes." },
  { expected: "publish", text: "Assignatura dura però justa; els apunts del Dr. Soler són una joia." },
  {
    expected: "publish",
    text: "El professor Ferrandis és molt proper i les pràctiques de laboratori estan molt ben organitzades.",
  },
  { expected: "publish", text: "A profesora Outes explica moi ben a materia e os exames son xustos." },
  { expected: "publish", text: "Boa materia, aínda que hai moita lectura; o profesor Lema axuda moito nas titorías." },
  { expected: "publish", text: "Goikoetxea irakaslea oso ona da, azalpenak argiak eta azterketak justuak." },
  { expected: "publish", text: "Ikasgai zaila da, baina Arregi irakasleak asko laguntzen du." },
  { expected: "publish", text: "Professor Whitaker is tough but fair, and her feedback on essays is really detailed." },
  { expected: "publish", text: "Great course on Latin American politics, lots of reading but totally worth it." },
  { expected: "publish", text: "Dr. Okafor kills it in Organic Chemistry lectures, best teacher I've had so far." },

  // ── publish: ordinary reviews, including harsh but fair criticism
  {
    expected: "publish",
    text: "Explica fatal: lee las diapositivas palabra por palabra y no acepta preguntas. Evítenla si pueden.",
  },
  {
    expected: "publish",
    text: "La asignatura está mal organizada, el temario cambia cada semana y nadie sabe qué entra en el examen.",
  },
  { expected: "publish", text: "Profesor muy puntual y claro. Los exámenes se parecen a los ejercicios de clase." },
  { expected: "publish", text: "tardó 2 meses en subir las notas del parcial, eso no puede ser" },
  { expected: "publish", text: "las clases son aburridisimas, pero los apuntes q deja en el campus estan completos" },
  { expected: "publish", text: "Buena profe, aunque a veces va muy rápido con las demostraciones." },
  {
    expected: "publish",
    text: "Recomiendo ir a tutorías, el profesor Sáez se toma el tiempo de revisar cada ejercicio.",
  },
  {
    expected: "publish",
    text: "no recomiendo a la prof. Varela para Didáctica, sus criterios de evaluación nunca estuvieron claros",
  },
  { expected: "publish", text: "Curso de Macroeconomía muy completo, con lecturas actuales y debates interesantes." },
  {
    expected: "publish",
    text: "Demasiados trabajos en grupo para una materia de 4 créditos. La carga es desproporcionada.",
  },
  { expected: "publish", text: "El laboratorio está viejo y faltan reactivos, pero el profe hace lo que puede." },
  {
    expected: "publish",
    text: "La peor asignatura que he cursado: desorganizada, sin feedback y con un examen que no tenía nada que ver con lo dado.",
  },
  { expected: "publish", text: "xq nadie avisó q el parcial se cambió de fecha? la coordinación fue un desastre" },
  { expected: "publish", text: "Me encantó Arqueología Andina, las salidas a los sitios fueron inolvidables." },
  {
    expected: "publish",
    text: "Responde las preguntas de mala manera y eso desmotiva, aunque sabe muchísimo del tema.",
  },
  { expected: "publish", text: "La profesora Cornejo da muy buenos ejemplos prácticos en Marketing Digital." },
  { expected: "publish", text: "no esta mal la materia pero el profe se va mucho por las ramas" },
  { expected: "publish", text: "Evaluación continua bien planteada, nada de jugártelo todo en un final." },
  { expected: "publish", text: "El acento del profesor cuesta al principio y las clases son en inglés, ojo con eso." },
  { expected: "publish", text: "Sus correcciones son lentísimas y poco detalladas; no sabes en qué fallaste." },
  { expected: "publish", text: "Materia de relleno, se podría dar en la mitad de horas sin perder nada." },
  { expected: "publish", text: "muy buena onda el profe, pero los exámenes son larguísimos y no da tiempo" },
  {
    expected: "publish",
    text: "Aprendí a programar en Python desde cero gracias a este curso. Gracias, profe Iglesias.",
  },
  {
    expected: "publish",
    text: "La bibliografía está desactualizada, hay libros de los años 90 en Redes de Computadores.",
  },
  {
    expected: "publish",
    text: "Cero empatía con los que trabajamos: no graba las clases ni flexibiliza las entregas.",
  },
  { expected: "publish", text: "ojo q la asistencia es obligatoria y pasa lista siempre" },
  { expected: "publish", text: "Clases dinámicas, usa Kahoot y casos reales de empresas latinoamericanas." },
  { expected: "publish", text: "El profesor Tovar es justo al corregir y explica por qué te quitó cada punto." },
  { expected: "publish", text: "No vale la pena. Mucha teoría sin aplicación y un examen de memoria pura." },
  { expected: "publish", text: "Histología fue intensa, pero la profesora Alcántara hace que todo tenga sentido." },
  { expected: "publish", text: "las tutorias son solo los martes a las 8am, imposible para los q trabajamos" },
  {
    expected: "publish",
    text: "Gran profesor de Derecho Romano; exige, pero te prepara de verdad para los siguientes cursos.",
  },
  { expected: "publish", text: "Deja las notas a tiempo y publica la rúbrica desde el primer día." },
  { expected: "publish", text: "La materia en sí es interesante, pero el profe improvisa todas las clases y se nota." },
  {
    expected: "publish",
    text: "Recomendada para quien le guste la Filosofía de la Ciencia, mucho debate y poca memoria.",
  },
  { expected: "publish", text: "pésima organización del departamento de Idiomas, los horarios chocan con todo" },
  { expected: "publish", text: "El profe Saavedra es muy amable y siempre pregunta si entendimos antes de avanzar." },
  { expected: "publish", text: "Tuve que aprender todo con videos de YouTube porque en clase no se entendía nada." },
  {
    expected: "publish",
    text: "Excelente materia para entender el sistema de salud de Paraguay, con invitados muy buenos.",
  },
  {
    expected: "publish",
    text: "Examen final justo, con preguntas parecidas a las guías de práctica. Aprobé con 15/20.",
  },
];
