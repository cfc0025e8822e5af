import { type IconComponent, MailCheck, MessageSquareHeart, Search } from "~/components/ui/icons";

const steps: { title: string; text: string; icon: IconComponent }[] = [
  {
    title: "Regístrate con tu correo universitario",
    text: "Crea tu cuenta con el correo de tu universidad. Así sabemos que cada opinión viene de un estudiante real.",
    icon: MailCheck,
  },
  {
    title: "Explora y valora",
    text: "Consulta universidades, carreras, asignaturas y profesores, y valora los de tu carrera de 1 a 5 estrellas.",
    icon: Search,
  },
  {
    title: "Comparte tu experiencia",
    text: "Deja consejos, comenta reseñas y participa en la vida universitaria de tu campus para ayudar a otros estudiantes.",
    icon: MessageSquareHeart,
  },
];

/** 'Cómo funciona': the three-step explainer. */
export function HowItWorks() {
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {steps.map(({ title, text, icon: Icon }, index) => (
        <li
          key={title}
          className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex items-center gap-4">
            <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-500 to-violet-600 text-white shadow-md">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <span className="text-sm font-semibold uppercase tracking-wider text-brand-700 dark:text-brand-300">
              Paso {index + 1}
            </span>
          </div>
          <h3 className="mt-4 text-lg font-semibold">{title}</h3>
          <p className="mt-2 text-slate-600 dark:text-slate-400">{text}</p>
        </li>
      ))}
    </ol>
  );
}
