import { FormMessage } from "~/components/ui/form-field";
import { Link } from "~/components/ui/link";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/account-deleted";

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    title: "Cuenta eliminada · UniOpina",
    description: "Tu cuenta de UniOpina se ha eliminado.",
    noindex: true,
  });

export default function AccountDeletedPage() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">Tu cuenta se ha eliminado</h1>
      <div className="mt-8 text-left">
        <FormMessage tone="success">
          Hemos borrado tu cuenta, tu perfil, tus likes y tus sesiones. Tus reseñas, comentarios y publicaciones se
          conservan de forma anónima, sin ningún vínculo contigo.
        </FormMessage>
      </div>
      <Link to="/" className="mt-8 inline-block font-medium text-brand-700 underline dark:text-brand-300">
        Volver al inicio
      </Link>
    </div>
  );
}
