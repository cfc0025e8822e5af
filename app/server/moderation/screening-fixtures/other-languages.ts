/**
 * Other languages: insults, slurs and threats aimed at a person in Catalan/Valencian, Galician,
 * Basque or English are held exactly like their Spanish equivalents; mild profanity not aimed at
 * anyone is flagged. Hard clean cases: ordinary reviews and campus posts in those languages, harsh
 * opinions about teaching, words that look like insults but are not (Catalan "fill", Galician
 * "fillo" and "burro" for the animal, Basque "astoak" for donkeys, English "killer app", "this
 * exam killed me").
 */
import type { ScreeningExample } from "~/server/moderation/screening-fixtures/types";

export const OTHER_LANGUAGE_EXAMPLES: ScreeningExample[] = [
  // ── held
  { expected: "hold", text: "El del costat és un fill de puta, m'ha robat els apunts." },
  { expected: "hold", text: "Ets un imbècil, Jordi, no em tornes a parlar així." },
  { expected: "hold", text: "El professor Vidal és un gilipolles i un cabró, tant de bo el fotin fora." },
  { expected: "hold", text: "Quin capsigrany el delegat, ens ha deixat sense grup de pràctiques." },
  { expected: "hold", text: "Desgraciat, com et torne a veure per la facultat et trenque la cara." },
  { expected: "hold", text: "O delegado é un fillo de puta, non lle fagades caso." },
  { expected: "hold", text: "Es un parvo, Xoán, todo o mundo se ri de ti." },
  { expected: "hold", text: "A profesora Otero é unha imbécil que se cre mellor ca ninguén." },
  { expected: "hold", text: "Ese cabrón do laboratorio volveu tocarme as cousas, como o pille vai pagalo caro." },
  { expected: "hold", text: "Que burro es, rapaz, non sabes nin sumar." },
  { expected: "hold", text: "Ergela zara, Mikel, utz nazazu bakean." },
  { expected: "hold", text: "Irakasle hori putakumea da, ez du inor errespetatzen." },
  { expected: "hold", text: "Zoaz pikutara, txerri hori!" },
  { expected: "hold", text: "Astoa zara, ez dakizu ezer." },
  { expected: "hold", text: "Nire gauzak berriro ukitzen badituzu, hil egingo zaitut." },
  { expected: "hold", text: "You're an idiot, Tom, stop copying my homework." },
  { expected: "hold", text: "The TA is a fucking moron and a complete asshole." },
  { expected: "hold", text: "Fuck you, if you report me again I will kill you." },
  { expected: "hold", text: "She's such a bitch, nobody in our year can stand her." },
  { expected: "hold", text: "Only a retard would pick him as team leader." },
  // ── clean or flagged: the hard cases a word list gets wrong
  {
    expected: "publish",
    text: "El professor Puig explica molt bé, les classes de dret civil són molt amenes i sempre respon els correus.",
  },
  {
    expected: "publish",
    text: "La professora Ferrer és molt exigent però justa, si fas les pràctiques aproves segur.",
  },
  { expected: "publish", text: "Algú sap si la biblioteca obri dissabte? Tinc examen dilluns i necessite estudiar." },
  {
    expected: "publish",
    text: "L'assignatura d'Estadística és un desastre, el temari no té res a veure amb l'examen.",
  },
  {
    expected: "publish",
    text: "Molt recomanable el màster, el professorat està molt implicat i les pràctiques en empreses valen la pena.",
  },
  { expected: "publish", text: "Quin fred que fa a l'aula 2.04, porteu jaqueta que la calefacció no funciona." },
  { expected: "publish", text: "Els apunts del tema 3 ja estan penjats al campus virtual, mireu-los abans de dijous." },
  { expected: "publish", text: "Hi ha algú de primer de Medicina que vulga fer un grup d'estudi per a Anatomia?" },
  { expected: "publish", text: "El pitjor professor que he tingut, corregeix injustament i no explica res." },
  { expected: "publish", text: "Bon dia! Recordeu que demà hi ha vaga i no hi ha classes a la facultat." },
  { expected: "publish", text: "El meu fill comença Enginyeria l'any que ve, algú ens recomana la UPC?" },
  { expected: "flag", text: "Quina merda d'horari, classes de vuit del matí a nou de la nit." },
  { expected: "flag", text: "Collons, quin examen més difícil ens ha posat avui." },
  {
    expected: "publish",
    text: "O profesor Castro explica moi ben, as clases de Física son amenas e sempre resolve as dúbidas.",
  },
  { expected: "publish", text: "A materia de Bioquímica é moi difícil pero a profesora axuda moito nas titorías." },
  { expected: "publish", text: "Alguén sabe a que hora abre a biblioteca o sábado? Teño exame o luns." },
  { expected: "publish", text: "O peor profesor que tiven nunca, non explica nada e corrixe inxustamente." },
  { expected: "publish", text: "Recomendo moito este grao, o profesorado está moi implicado e hai moitas prácticas." },
  { expected: "publish", text: "Os apuntamentos do tema 4 xa están subidos ao campus virtual." },
  { expected: "publish", text: "Hoxe non hai clase de Álxebra, a profesora está enferma." },
  { expected: "publish", text: "Na cafetaría da facultade fan uns bocadillos boísimos e baratos." },
  { expected: "publish", text: "Quen vén mañá á manifestación polo transporte ao campus?" },
  { expected: "publish", text: "O meu fillo estuda Enxeñaría en Vigo e está encantado coa universidade." },
  { expected: "publish", text: "Na granxa da facultade de Veterinaria hai un burro moi bonito, chámase Pancho." },
  { expected: "flag", text: "Que merda de horario temos este cuadrimestre, clases ata as nove da noite." },
  { expected: "publish", text: "Irakasle oso ona da, oso ondo azaltzen du eta beti laguntzen digu." },
  { expected: "publish", text: "Ikasgai hau zaila da, baina merezi du." },
  { expected: "publish", text: "Norbaitek badaki liburutegia larunbatean irekita dagoen?" },
  { expected: "publish", text: "Bihar ez dago klaserik, irakaslea gaixorik dago." },
  { expected: "publish", text: "Apunteak eGelan daude, begiratu azterketa baino lehen." },
  {
    expected: "publish",
    text: "Gradu hau gomendatzen dut, irakasleak oso jatorrak dira eta praktikak interesgarriak.",
  },
  { expected: "publish", text: "Inoiz izan dudan irakaslerik txarrena, ez du ezer azaltzen." },
  { expected: "publish", text: "Kafetegiko bokadiloak oso goxoak eta merkeak dira." },
  { expected: "publish", text: "Zorionak denoi! Azterketa guztiak gainditu ditugu." },
  { expected: "publish", text: "Leioako kanpusera doan autobusa beti berandu iristen da." },
  { expected: "publish", text: "Biologiako irteeran astoak eta behiak ikusi genituen basoan." },
  { expected: "flag", text: "Kaka zaharra! Ze azterketa zaila jarri digute gaur." },
  { expected: "publish", text: "Professor Smith is great, her lectures are clear and she always replies quickly." },
  {
    expected: "publish",
    text: "Exchange student here, the Spanish course at the language centre is really well organised.",
  },
  { expected: "publish", text: "Does anyone know if the library is open on Sunday during exam season?" },
  { expected: "publish", text: "Worst lecturer I've ever had, reads from the slides and marks unfairly." },
  { expected: "publish", text: "Highly recommend the Erasmus office, they sorted out my learning agreement in a day." },
  { expected: "publish", text: "The killer feature of this course is the lab sessions, seriously, they're amazing." },
  { expected: "publish", text: "This exam killed me, I need a nap and a pizza." },
  {
    expected: "publish",
    text: "Anyone up for a study group for Microeconomics? We could meet in the library after class.",
  },
  { expected: "flag", text: "Fuck this exam, I studied for two weeks and nothing I revised came up." },
  { expected: "flag", text: "This timetable is total shit, 8am classes every single day." },
];
