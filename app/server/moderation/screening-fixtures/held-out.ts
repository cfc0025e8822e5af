/**
 * Held-out evaluation set: mixed examples of every class (threats, accusations, body shaming and group slurs, regional insults, personal data,
 * and clean or flagged hard cases). Written without seeing the screening rules or the other fixtures, to measure how well the rules generalize.
 * Do NOT use it to tune rules: any rule change made to pass these examples invalidates the measurement.
 * Hard clean cases: course topics about crimes, surnames that look like insults, friendly regional slang, hyperbole about exams, harsh opinions
 * about teaching, texts in Catalan/Valencian, Galician, Basque and English, professors' names, official accounts, numbers that are not phones.
 */
import type { ScreeningClass } from "~/server/moderation/screening-fixtures/types";

export const HELD_OUT: ScreeningClass[] = [
  {
    name: "held: threats and intimidation (conditional, property, wishing harm, being watched, vague menace, calls to others)",
    examples: [
      {
        expected: "hold",
        text: "Como el profe Ruiz me vuelva a suspender lo espero a la salida del parking y ya veremos quien se rie",
      },
      {
        expected: "hold",
        text: "Sé en qué coche viene la de Estadística. Un día de estos se lo va a encontrar con las cuatro ruedas pinchadas",
      },
      { expected: "hold", text: "ojala a ese profesor le de un infarto en plena clase, se lo tiene merecido" },
      { expected: "hold", text: "Ojalá que al decano lo atropelle un colectivo y se acabe la pesadilla de una vez" },
      {
        expected: "hold",
        text: "Te estoy viendo, Sofía. Sé a qué hora sales de la biblioteca cada noche y por dónde vas",
      },
      { expected: "hold", text: "al flaco que me delató en el parcial ya lo tenemos ubicado, que no se confíe" },
      { expected: "hold", text: "Mejor que el profesor Lagos no vuelva a ponerme un 2, porque sabemos donde vive" },
      {
        expected: "hold",
        text: "Vamos a ir a buscar al ayudante de cátedra el viernes a la salida, el que quiera sumarse que avise por privado",
      },
      {
        expected: "hold",
        text: "Hay que hacerle la vida imposible a la profe de Química hasta que renuncie, todos a rayarle el auto esta semana",
      },
      {
        expected: "hold",
        text: "Si alguien ve al delegado por el campus que le dé su merecido de mi parte, ya saben cómo",
      },
      { expected: "hold", text: "Que se cuide la doctora Méndez, no sabe con quien se metió" },
      { expected: "hold", text: "Esto no se va a quedar así, profe. Usted ya sabe lo que viene" },
      { expected: "hold", text: "le voy a quemar la moto al de la cafetería si me vuelve a cobrar de mas" },
      {
        expected: "hold",
        text: "Mañana voy con un bate a la reunión de departamento, a ver si así me escuchan de una vez",
      },
      { expected: "hold", text: "Ojalá se le incendie la casa al profesor Ibáñez con él adentro" },
      {
        expected: "hold",
        text: "El lunes en la puerta del aula 12 le hacemos frente al de Derecho Penal, convoquen a todos y que no salga entero",
      },
      {
        expected: "hold",
        text: "Cuidadito con lo que dices de mí en el grupo, que te tengo fichada y te puedo arruinar el semestre",
      },
      {
        expected: "hold",
        text: "Al proximo que me quite el sitio en el laboratorio le parto la cara, avisados quedan",
      },
      { expected: "hold", text: "A esa profe habría que darle un buen susto para que aprenda, quien se apunta??" },
      {
        expected: "hold",
        text: "Sigo a la secretaria hasta el metro todos los días, algún día se va a enterar de lo que pienso de ella",
      },
    ],
  },
  {
    name: "held: accusations of crimes or sexual misconduct against an identifiable person",
    examples: [
      {
        expected: "hold",
        text: "El profesor Herrera acosa a las alumnas de primero, a mi compañera le mandaba mensajes a las 2 de la mañana",
      },
      {
        expected: "hold",
        text: "La profesora Quintana vende los exámenes a 200 euros, todo el mundo en la facultad lo sabe",
      },
      {
        expected: "hold",
        text: "El director del máster se queda con la plata de las becas, yo lo vi cobrar en efectivo",
      },
      { expected: "hold", text: "Ojo con el profe Salinas, le tocó el culo a una chica en tutorías y nadie hizo nada" },
      {
        expected: "hold",
        text: "El coordinador Paredes aprueba a cambio de favores sexuales, a una amiga se lo propuso en su despacho",
      },
      { expected: "hold", text: "Mi compañero Iván Ortega vende droga en los baños de la facultad, vayan con cuidado" },
      {
        expected: "hold",
        text: "El tutor de prácticas de Ingeniería se robó dos portátiles del laboratorio, lo grabaron las cámaras",
      },
      {
        expected: "hold",
        text: "La doctora Fuentes falsificó las actas para aprobar a su sobrino, ojala alguien la denuncie",
      },
      {
        expected: "hold",
        text: "el profe de Calculo II, Benítez, es un pedófilo, si vieran lo que tiene en el celular",
      },
      {
        expected: "hold",
        text: "La jefa de estudios, Mariela Ríos, lleva años desviando los fondos del departamento a su cuenta",
      },
      {
        expected: "hold",
        text: "El profesor Cárdenas le pega a su esposa, hay una denuncia, no entiendo como sigue dando clase",
      },
      {
        expected: "hold",
        text: "El ayudante de Anatomía, el tal Rodrigo, grababa a las chicas en el vestuario con el móvil",
      },
      {
        expected: "hold",
        text: "El decano le cobra coimas a las constructoras por las obras del campus, es un corrupto",
      },
      {
        expected: "hold",
        text: "La profesora Luna maneja borracha hasta el campus casi todos los días, un día va a matar a alguien",
      },
      {
        expected: "hold",
        text: "El profe Villalobos abusó de una estudiante en el viaje de estudios y a ella la obligaron a callarse",
      },
      {
        expected: "hold",
        text: "el de Contabilidad, Morales, lava plata con una empresa fantasma, todos en la carrera lo saben",
      },
      { expected: "hold", text: "Mi compañera de piso de la resi, Lucía Serrano, me robó 300 euros y el móvil" },
      { expected: "hold", text: "El profesor Aguirre les manda fotos de sus partes a las alumnas por Instagram" },
      {
        expected: "hold",
        text: "La secretaria academica cambia notas en el sistema a cambio de plata, a mi primo le subió un 4 a un 7",
      },
      {
        expected: "hold",
        text: "El profesor Daniel Prieto es un estafador: cobra clases particulares a sus propios alumnos y después les filtra el examen",
      },
    ],
  },
  {
    name: "held: appearance or body shaming of a person, slurs against a group (orientation, ethnicity or nationality, disability)",
    examples: [
      { expected: "hold", text: "La profe de Historia es una foca, no cabe ni por la puerta del aula" },
      { expected: "hold", text: "Con esa cara de sapo normal que el profesor Molina viva amargado" },
      { expected: "hold", text: "el ayudante de Fisica es un maricón, por eso explica asi" },
      { expected: "hold", text: "los sudacas no deberían dar clase aquí, no se les entiende nada" },
      { expected: "hold", text: "Mi grupo de trabajo está lleno de panchitos que no hacen nada" },
      { expected: "hold", text: "La delegada es una tortillera amargada, por eso nos odia a todos" },
      { expected: "hold", text: "El de Economía es un mongólico, se nota que le falta un hervor" },
      { expected: "hold", text: "Profesor jorobado y con los dientes amarillos, da asco verlo en la pizarra" },
      { expected: "hold", text: "la flaca del grupo parece un esqueleto, que coma algo antes de exponer que da pena" },
      { expected: "hold", text: "Los moros de mi residencia son todos unos ladrones" },
      { expected: "hold", text: "Ese profe es un retrasado mental, habla como si tuviera una parálisis" },
      { expected: "hold", text: "los venecos que llegaron este semestre vienen a bajar el nivel de la universidad" },
      { expected: "hold", text: "Puro indio en esa facultad, con razón el nivel es tan bajo" },
      { expected: "hold", text: "La profesora Soto con esas piernas de elefante no deberia ponerse falda" },
      { expected: "hold", text: "El nuevo del laboratorio es un cojo inútil, tarda media hora en subir al aula" },
    ],
  },
  {
    name: "held: insults aimed at a person, regional vocabulary (Spain, Argentina, Chile, Colombia, Mexico, Peru, Venezuela, Caribbean)",
    examples: [
      { expected: "hold", text: "El profe Gutiérrez es un gilipollas de manual, te humilla delante de todos" },
      { expected: "hold", text: "Mi compañero de prácticas es un capullo, se llevó todo el mérito del trabajo" },
      { expected: "hold", text: "la de Termodinámica es una pelotuda importante, no sabe ni lo que explica" },
      { expected: "hold", text: "El ayudante de Análisis es un forro, te baja puntos de puro gusto" },
      { expected: "hold", text: "Ese profe es un HDP, nos tomó parcial sorpresa el día después del feriado" },
      { expected: "hold", text: "el profe de mate es un weon culiao, no responde ni un correo" },
      { expected: "hold", text: "la tutora es una ctm, te hace repetir el informe tres veces por una coma" },
      { expected: "hold", text: "el Valdés es terrible aweonao, no sabe ni prender el proyector" },
      { expected: "hold", text: "Ese monitor es una gonorrea, le tiene bronca a todo el que pregunta" },
      { expected: "hold", text: "el profesor Rincón es un malparido, me tiró la materia por dos décimas" },
      { expected: "hold", text: "ese man es un hp, se copia de mis trabajos y encima se queja" },
      { expected: "hold", text: "El pinche profe de Química es un pendejo que no sabe ni sumar" },
      { expected: "hold", text: "mi compa de equipo es un pndj, no hizo nada y quiere que lo pongamos en la portada" },
      { expected: "hold", text: "Esa maestra es bien naca y corriente, grita como verdulera en el mercado" },
      { expected: "hold", text: "el profe de Estadística es un cojudo, no sabe explicar ni una media" },
      { expected: "hold", text: "el jefe de práctica es un csm, nos jala a todos por gusto" },
      { expected: "hold", text: "El profesor Rondón es un mamagüevo que se cree Dios" },
      { expected: "hold", text: "ese coordinador es un mmgvo, tiene mi constancia hace un mes y no la firma" },
      { expected: "hold", text: "La profe de inglés es una comemierda, no te deja ni ir al baño" },
      { expected: "hold", text: "ese tipo del grupo es un mmg, siempre desaparece antes de la exposición" },
    ],
  },
  {
    name: "held: personal data (handles with context, private group invites, private people's full names, phones in words, plates, whereabouts)",
    examples: [
      {
        expected: "hold",
        text: "La que me quitó el puesto en el lab está en insta como @caro.mendez_22, díganle algo",
      },
      { expected: "hold", text: "Mi Instagram es @luciaa.ferr.99, escribanme para los resúmenes de Penal" },
      { expected: "hold", text: "Únanse al grupo de la carrera: chat.whatsapp.com/K8fLmQ2xZp7Rt3" },
      { expected: "hold", text: "grupo de telegram para pasarnos los examenes viejos t.me/+aB3kLx9QwZ" },
      { expected: "hold", text: "La que se copió en el final fue Valentina Ocampo Restrepo, de tercer semestre" },
      {
        expected: "hold",
        text: "Para dudas llamen a mi compañero al seis cuatro cinco, dos uno, ocho nueve, cero tres",
      },
      {
        expected: "hold",
        text: "mi cel es tres cero uno cuatro cinco seis siete ocho nueve cero, por si alguien quiere el libro",
      },
      {
        expected: "hold",
        text: "El que me chocó el coche en el parking tiene la matrícula 4821 KLM, si alguien lo conoce que me avise",
      },
      {
        expected: "hold",
        text: "la patente del que estaciona todos los días en el lugar de discapacitados es GHJK-42",
      },
      {
        expected: "hold",
        text: "Diego Salvatierra vive en el edificio azul detrás de la residencia, tercer piso, puerta B",
      },
      {
        expected: "hold",
        text: "Martina, la de segundo, se queda sola en el laboratorio 4 todos los jueves hasta las nueve",
      },
      {
        expected: "hold",
        text: "Mi compañero Joaquín Bermúdez Lara dejó el trabajo sin hacer, que todos sepan quién es",
      },
      { expected: "hold", text: "Escríbanle al profe a su WhatsApp personal, el 55 8123 4470, contesta rapidísimo" },
      { expected: "hold", text: "Vendo calculadora científica, mi correo es andres.quispe94 arroba gmail punto com" },
      { expected: "hold", text: "Quien quiera entrar al Discord privado de la promo: discord.gg/x7PqR2m" },
    ],
  },
  {
    name: "published: course topics about crimes",
    examples: [
      {
        expected: "publish",
        text: "En Criminología vimos casos reales de acoso laboral y fue de lo más interesante del curso",
      },
      {
        expected: "publish",
        text: "Derecho Penal II: homicidio, robo, estafa y falsedad documental. Temario largo pero muy bien explicado",
      },
      {
        expected: "publish",
        text: "El seminario de violencia de género de la profesora Martínez debería ser obligatorio para todos",
      },
      {
        expected: "publish",
        text: "Para el trabajo final analizamos un caso de lavado de activos y el profe nos dio muy buenas fuentes",
      },
      {
        expected: "publish",
        text: "Muy recomendable Medicina Legal, aunque las clases sobre abuso sexual infantil son duras de escuchar",
      },
    ],
  },
  {
    name: "published: surnames that look like insults or group words",
    examples: [
      { expected: "publish", text: "La profesora Cabrera es exigente pero justa, si estudias apruebas" },
      { expected: "publish", text: "El profesor Matamoros explica Historia Contemporánea con una pasión que contagia" },
      { expected: "publish", text: "Con el profesor Calvo aprendí más estadística que en todo el bachillerato" },
      { expected: "publish", text: "La doctora Negro corrige rápido y deja comentarios útiles en cada entrega" },
      { expected: "publish", text: "el profe Gallego es un crack, ojala dé también la optativa del año que viene" },
    ],
  },
  {
    name: "published: friendly slang",
    examples: [
      { expected: "publish", text: "Boludo, alguien sabe si mañana hay clase de Análisis? no llego ni a palos" },
      {
        expected: "publish",
        text: "Weón, el ramo de Álgebra con la profe Tapia es lo mejor que me ha pasado, se pasó",
      },
      { expected: "publish", text: "Parce, ese profe es una chimba, explica bacanísimo" },
      { expected: "publish", text: "Que onda güey, alguien tiene los apuntes de Termo? el profe esta bien chido" },
      { expected: "publish", text: "Pana, esa materia es fino, el profesor es burda de chévere" },
      {
        expected: "publish",
        text: "Causa, el curso de Cálculo con el profe Rojas está bacán, no jala a nadie que estudie",
      },
      { expected: "publish", text: "Tío, la profe de Marketing mola mazo, sus clases se pasan volando" },
      { expected: "publish", text: "Mano, ese profesor es un bárbaro, explica brutal y siempre tiene tiempo pa uno" },
    ],
  },
  {
    name: "published: hyperbole about exams",
    examples: [
      { expected: "publish", text: "El examen de Bioquímica me mató, salí muerto de ahí" },
      { expected: "publish", text: "Ese parcial fue una masacre, la mitad del curso reprobó" },
      { expected: "publish", text: "Este cuatri voy a matar a Estadística, ya verás" },
      { expected: "publish", text: "El final de Derecho Civil fue un asesinato, nos destrozaron a todos" },
      {
        expected: "publish",
        text: "La profe nos amenazó con un examen sorpresa si seguíamos hablando jaja, al final no lo puso",
      },
    ],
  },
  {
    name: "published: harsh opinions about teaching",
    examples: [
      {
        expected: "publish",
        text: "El profesor Olmedo explica fatal y corrige injustamente, no lo recomiendo para nada",
      },
      {
        expected: "publish",
        text: "Es el peor profesor que he tenido en toda la carrera, llega tarde y no prepara nada",
      },
      { expected: "publish", text: "Un desastre de asignatura, el temario no tiene nada que ver con lo que se evalúa" },
    ],
  },
  {
    name: "published: Catalan/Valencian, Galician, Basque, English",
    examples: [
      { expected: "publish", text: "La professora Vidal explica molt bé i els exàmens són justos, la recomano" },
      {
        expected: "publish",
        text: "L'assignatura de Dret Mercantil és un poc pesada però el professor és molt amable",
      },
      { expected: "publish", text: "Vaig suspendre el primer parcial però la culpa va ser meva, el profe és un crack" },
      { expected: "publish", text: "O profesor de Física é moi bo, explica con calma e sempre responde aos correos" },
      { expected: "publish", text: "Esta materia é un pouco dura, pero paga a pena" },
      { expected: "publish", text: "Irakaslea oso ona da, azalpenak argiak dira eta azterketa erraza izan zen" },
      { expected: "publish", text: "Ikasgai hau zaila da baina oso interesgarria" },
      {
        expected: "publish",
        text: "Exchange student here: Professor Navarro's lectures are great, but the exams are brutal",
      },
      { expected: "publish", text: "The workload in Data Structures is insane, but you learn a lot. Highly recommend" },
    ],
  },
  {
    name: "published: official accounts, professors' names, first names only",
    examples: [
      { expected: "publish", text: "Sigan a @UNAM_MX para enterarse de las fechas de inscripción, ahí publican todo" },
      {
        expected: "publish",
        text: "El centro de estudiantes avisó por su cuenta oficial que se suspenden las clases el jueves",
      },
      {
        expected: "publish",
        text: "La profesora Ana Belén Iglesias es la mejor docente de Farmacología, clases súper claras",
      },
      {
        expected: "publish",
        text: "El doctor Tomás Echeverría Luna tiene un método muy ordenado, sus diapositivas son oro",
      },
      {
        expected: "publish",
        text: "Gracias a Marta por pasarme los apuntes cuando estuve enferma, sin ella no apruebo",
      },
    ],
  },
  {
    name: "published: numbers that are not phones",
    examples: [
      { expected: "publish", text: "El examen es el 14 de junio a las 9:00 en el aula 2.15, traigan el DNI" },
      { expected: "publish", text: "Saqué un 7,5 en el parcial y un 8 en prácticas, la media me queda en 7,7" },
      { expected: "publish", text: "La matrícula cuesta 1.245,60 euros por 60 créditos, ojo con los plazos" },
      { expected: "publish", text: "El código de la asignatura es 800123456, búsquenla así en el campus virtual" },
      { expected: "publish", text: "Somos 120 en el curso y solo aprobaron 34, o sea un 28% de aprobados" },
    ],
  },
  {
    name: "flagged: mild profanity not aimed at anyone",
    examples: [
      { expected: "flag", text: "Menuda mierda de horarios, tres horas muertas cada martes entre clase y clase" },
      { expected: "flag", text: "Joder con el examen de Micro, no me dio tiempo ni a la mitad" },
      { expected: "flag", text: "puta madre, otra vez se cayó el campus virtual justo en la entrega" },
      { expected: "flag", text: "La cafetería cerrada en época de exámenes, una cagada total" },
      { expected: "flag", text: "Que huevada el trámite de convalidación, tres meses y nada" },
      { expected: "flag", text: "Pinche tráfico, llegué tarde al final de Álgebra" },
      { expected: "flag", text: "Coño, qué calor hace en el pabellón B, no hay quien estudie" },
      { expected: "flag", text: "La vaina es que el examen estuvo del carajo de difícil" },
      { expected: "flag", text: "Me cago en la impresora de la biblioteca, siempre sin tóner" },
    ],
  },
  {
    name: "flagged: shouting in capitals",
    examples: [
      { expected: "flag", text: "EL PARCIAL DE MAÑANA ES A LAS 7 AM, NO LO PUEDO CREER" },
      { expected: "flag", text: "NADIE AVISÓ QUE CAMBIARON EL AULA, ME PERDÍ LA MITAD DE LA CLASE" },
      { expected: "flag", text: "RECOMIENDO ESTA ASIGNATURA A TODO EL MUNDO, LA MEJOR DE LA CARRERA" },
    ],
  },
  {
    name: "flagged: many repeated characters",
    examples: [
      { expected: "flag", text: "Aprobéeeeeeeeeee el final de Física por fiiiiiiiin" },
      { expected: "flag", text: "Noooooooooo puede ser que el examen sea el lunes!!!!!!!!!" },
      { expected: "flag", text: "La mejor profe del mundoooooooooo, la vamos a extrañar muchísimo" },
    ],
  },
];
