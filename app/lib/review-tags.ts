/**
 * The tags a review may carry: a fixed vocabulary per kind of review, in Spanish that fits how
 * teaching works in Spain and Latin America. A review picks up to REVIEW_TAGS_MAX of its kind's.
 *
 * Stored by key on the review, and counted per professor or subject in an array in this order
 * (`tag_counts`, server/aggregates.server.ts): a new tag is appended, never inserted, and a key
 * never changes (the counts and the database's check read them). Fixed words need no screening.
 */
import type { ReviewSubjectKind } from "~/lib/review-forms";

export const REVIEW_TAGS_MAX = 3;

export interface ReviewTag {
  key: string;
  label: string;
}

export const REVIEW_TAGS: Record<ReviewSubjectKind, readonly ReviewTag[]> = {
  professor: [
    { key: "explica-con-claridad", label: "Explica con claridad" },
    { key: "disponible-en-tutorias", label: "Disponible en tutorías" },
    { key: "corrige-con-exigencia", label: "Corrige con exigencia" },
    { key: "corrige-con-justicia", label: "Corrige con justicia" },
    { key: "clases-participativas", label: "Clases participativas" },
    { key: "asistencia-controlada", label: "Asistencia controlada" },
    { key: "apuntes-completos", label: "Apuntes completos" },
    { key: "ejemplos-practicos", label: "Pone ejemplos prácticos" },
    { key: "responde-los-correos", label: "Responde a los correos" },
    { key: "comentarios-utiles", label: "Comentarios útiles a los trabajos" },
    { key: "criterios-claros", label: "Criterios de evaluación claros" },
    { key: "examenes-dificiles", label: "Exámenes difíciles" },
    { key: "manda-mucho-trabajo", label: "Manda mucho trabajo" },
    { key: "motiva", label: "Motiva a aprender" },
    { key: "cercano", label: "Cercano con los estudiantes" },
    { key: "clases-poco-dinamicas", label: "Clases poco dinámicas" },
    { key: "lee-las-diapositivas", label: "Lee las diapositivas" },
    { key: "poco-organizado", label: "Poco organizado" },
  ],
  subject: [
    { key: "evaluacion-continua", label: "Evaluación continua" },
    { key: "examen-final-decisivo", label: "Examen final decisivo" },
    { key: "mucho-trabajo-autonomo", label: "Mucho trabajo autónomo" },
    { key: "practicas-utiles", label: "Prácticas útiles" },
    { key: "asistencia-controlada", label: "Asistencia controlada" },
    { key: "apuntes-completos", label: "Apuntes completos" },
    { key: "trabajos-en-grupo", label: "Trabajos en grupo" },
    { key: "temario-extenso", label: "Temario extenso" },
    { key: "muy-teorica", label: "Muy teórica" },
    { key: "aplicada-a-la-profesion", label: "Aplicada a la profesión" },
    { key: "conocimientos-previos", label: "Pide conocimientos previos" },
    { key: "manual-imprescindible", label: "Manual imprescindible" },
    { key: "proyecto-final", label: "Proyecto final" },
    { key: "exposiciones-orales", label: "Exposiciones orales" },
    { key: "llevadera", label: "Llevadera" },
    { key: "muchos-suspensos", label: "Muchos suspensos" },
    { key: "material-en-el-campus-virtual", label: "Material en el campus virtual" },
    { key: "contenido-interesante", label: "Contenido interesante" },
  ],
};

/** The keys of a kind's vocabulary, in its order. */
export function reviewTagKeys(kind: ReviewSubjectKind): string[] {
  return REVIEW_TAGS[kind].map((tag) => tag.key);
}

/** A stored key's label; an unknown key (none is ever stored) has none. */
export function reviewTagLabel(kind: ReviewSubjectKind, key: string): string | undefined {
  return REVIEW_TAGS[kind].find((tag) => tag.key === key)?.label;
}

/** A tag and how many public reviews of a professor or a subject carry it. */
export interface TagCount extends ReviewTag {
  count: number;
}

/** The tags carried most often, most first (the vocabulary's order among equals), never one nobody chose. */
export function mostFrequentTags(kind: ReviewSubjectKind, counts: readonly number[], limit = 5): TagCount[] {
  return REVIEW_TAGS[kind]
    .map((tag, index) => ({ ...tag, count: counts[index] ?? 0 }))
    .filter((tag) => tag.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, limit);
}
