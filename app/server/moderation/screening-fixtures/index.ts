/**
 * The screening's labelled fixtures, one per class of what it must catch, each with the hard clean
 * cases of its class: the test prints precision and recall per outcome and per class.
 */
import { ACCUSATION_EXAMPLES } from "~/server/moderation/screening-fixtures/accusations";
import { APPEARANCE_EXAMPLES } from "~/server/moderation/screening-fixtures/appearance";
import { DOXXING_EXAMPLES } from "~/server/moderation/screening-fixtures/doxxing";
import { EIGHTH_BATCH_EXAMPLES } from "~/server/moderation/screening-fixtures/eighth-batch";
import { ELEVENTH_BATCH_EXAMPLES } from "~/server/moderation/screening-fixtures/eleventh-batch";
import { FIFTH_BATCH_EXAMPLES } from "~/server/moderation/screening-fixtures/fifth-batch";
import { GENERAL_EXAMPLES } from "~/server/moderation/screening-fixtures/general";
import { NINTH_BATCH_EXAMPLES } from "~/server/moderation/screening-fixtures/ninth-batch";
import { OTHER_LANGUAGE_EXAMPLES } from "~/server/moderation/screening-fixtures/other-languages";
import { REGIONAL_INSULT_EXAMPLES } from "~/server/moderation/screening-fixtures/regional-insults";
import { SECOND_BATCH_EXAMPLES } from "~/server/moderation/screening-fixtures/second-batch";
import { SEVENTH_BATCH_EXAMPLES } from "~/server/moderation/screening-fixtures/seventh-batch";
import { SIXTH_BATCH_EXAMPLES } from "~/server/moderation/screening-fixtures/sixth-batch";
import { TENTH_BATCH_EXAMPLES } from "~/server/moderation/screening-fixtures/tenth-batch";
import { THIRD_BATCH_EXAMPLES } from "~/server/moderation/screening-fixtures/third-batch";
import { THREAT_EXAMPLES } from "~/server/moderation/screening-fixtures/threats";
import type { ScreeningClass } from "~/server/moderation/screening-fixtures/types";

export const SCREENING_CLASSES: ScreeningClass[] = [
  { name: "General (insultos, datos, enlaces)", examples: GENERAL_EXAMPLES },
  { name: "Amenazas", examples: THREAT_EXAMPLES },
  { name: "Acusaciones", examples: ACCUSATION_EXAMPLES },
  { name: "Aspecto y grupos", examples: APPEARANCE_EXAMPLES },
  { name: "Insultos regionales", examples: REGIONAL_INSULT_EXAMPLES },
  { name: "Datos personales", examples: DOXXING_EXAMPLES },
  { name: "Otras lenguas", examples: OTHER_LANGUAGE_EXAMPLES },
  { name: "Segunda tanda (todas las clases)", examples: SECOND_BATCH_EXAMPLES },
  { name: "Tercera tanda (todas las clases)", examples: THIRD_BATCH_EXAMPLES },
  { name: "Quinta tanda (todas las clases)", examples: FIFTH_BATCH_EXAMPLES },
  { name: "Sexta tanda (todas las clases)", examples: SIXTH_BATCH_EXAMPLES },
  { name: "Séptima tanda (todas las clases)", examples: SEVENTH_BATCH_EXAMPLES },
  { name: "Octava tanda (todas las clases)", examples: EIGHTH_BATCH_EXAMPLES },
  { name: "Novena tanda (todas las clases)", examples: NINTH_BATCH_EXAMPLES },
  { name: "Décima tanda (todas las clases)", examples: TENTH_BATCH_EXAMPLES },
  { name: "Undécima tanda (acusaciones veladas)", examples: ELEVENTH_BATCH_EXAMPLES },
];
