/**
 * Demo texts of students' verdicts on their career and university, written for the demo data (no
 * real person wrote them), by how the student rated it: low (1–2 stars), middling (3), high (4–5).
 */
import type { VerdictKind } from "~/lib/verdicts";

export type VerdictBand = "low" | "mid" | "high";

export const DEMO_VERDICT_TEXTS: Record<VerdictKind, Record<VerdictBand, readonly string[]>> = {
  career: {
    high: [
      "La volvería a elegir sin dudarlo: el profesorado se implica y se aprende mucho.",
      "Exigente pero muy bien planteada. Las prácticas del último curso merecen la pena.",
      "Buen ambiente en clase y profesores que responden las dudas. Muy contenta con la elección.",
      "Se nota que el plan está pensado: cada curso se apoya en el anterior.",
      "Mucho trabajo, pero sales preparado. Las prácticas en empresa fueron lo mejor.",
    ],
    mid: [
      "Tiene asignaturas muy buenas y otras que sobran. La coordinación entre ellas mejoraría mucho.",
      "Aprendes, pero la carga de trabajo en segundo es desigual. El ambiente compensa.",
      "Correcta sin más: buena teoría y pocas prácticas de verdad.",
      "Depende mucho del grupo y del profesor que te toque.",
    ],
    low: [
      "Mucha teoría que no se aplica y casi nada de prácticas. No la volvería a elegir.",
      "Horarios cambiantes y exámenes que se solapan: la organización deja mucho que desear.",
      "El plan está desfasado y cuesta encontrar a quien pedir ayuda.",
    ],
  },
  university: {
    high: [
      "Biblioteca abierta hasta tarde, buen wifi y un campus agradable. Muy recomendable.",
      "Los servicios funcionan y hay muchas actividades. El Erasmus se gestiona bien.",
      "Buen ambiente universitario y bien comunicada con transporte público.",
      "Instalaciones modernas y secretaría que responde rápido.",
    ],
    mid: [
      "El campus está bien, pero la secretaría es lenta con cualquier trámite.",
      "Buena biblioteca; el transporte para llegar, mejorable.",
      "Cumple, aunque algunas aulas necesitan una reforma.",
    ],
    low: [
      "Trámites eternos y poca información sobre becas y movilidad.",
      "Instalaciones antiguas y un campus lejos de todo.",
      "Cuesta que te atiendan en secretaría y las aulas se quedan pequeñas.",
    ],
  },
};
