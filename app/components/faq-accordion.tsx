import type { ReactNode } from "react";

import { ChevronDown } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";

export const faqLinkClass =
  "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200";

const questions: { question: string; answer: ReactNode }[] = [
  {
    question: "¿Quién puede publicar reseñas?",
    answer: (
      <>
        Solo estudiantes que han verificado su correo electrónico universitario. Además, cada estudiante puede valorar
        únicamente las asignaturas y los profesores de su propia carrera y universidad, para que todas las opiniones
        sean de primera mano.
      </>
    ),
  },
  {
    question: "¿Mis reseñas son anónimas?",
    answer: (
      <>
        Sí. Las reseñas son anónimas para el resto de usuarios: nunca mostramos quién ha escrito cada una. Puedes editar
        o eliminar tus propias reseñas cuando quieras, y tu perfil puede ser público o anónimo según prefieras.
      </>
    ),
  },
  {
    question: "¿Cuánto cuesta usar UniOpina?",
    answer: (
      <>
        Nada. UniOpina es gratuito para los estudiantes: consultar, valorar, comentar y participar en la vida
        universitaria no tiene ningún coste.
      </>
    ),
  },
  {
    question: "Mi universidad o mi carrera no aparece, ¿qué hago?",
    answer: (
      <>
        Puedes proponerla desde{" "}
        <Link to="/submit" className={faqLinkClass}>
          Agregar Contenido
        </Link>
        . Nuestro equipo revisa cada solicitud (normalmente en 24-48 horas) antes de publicarla. Puedes enviar hasta 3
        solicitudes al día.
      </>
    ),
  },
  {
    question: "¿Por qué algunos profesores aparecen como «Profesor Anónimo»?",
    answer: (
      <>
        Por privacidad, solo mostramos el nombre de un profesor cuando ha dado su consentimiento o cuando su nombre es
        público. En los demás casos verás «Profesor Anónimo», pero sus valoraciones siguen disponibles.
      </>
    ),
  },
];

/**
 * The five frequent questions (SPEC §2 /faq), as an accordion of native `<details>`: each question
 * opens with a click, Enter or Space, without JavaScript, and says whether it is open. Shown on
 * /faq and on the home.
 */
export function FaqAccordion() {
  return (
    <div className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {questions.map(({ question, answer }) => (
        <details key={question} className="group">
          <summary className="flex list-none items-center justify-between gap-4 px-5 py-4 font-medium hover:bg-slate-50 focus-visible:-outline-offset-2 dark:hover:bg-slate-800/60 [&::-webkit-details-marker]:hidden">
            {question}
            <ChevronDown
              className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180 dark:text-slate-400"
              aria-hidden="true"
            />
          </summary>
          <p className="px-5 pb-5 text-slate-600 dark:text-slate-400">{answer}</p>
        </details>
      ))}
    </div>
  );
}
