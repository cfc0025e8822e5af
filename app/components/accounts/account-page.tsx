import type { ReactNode } from "react";

import { EmailField } from "~/components/ui/form-field";
import { Link } from "~/components/ui/link";

/** The narrow, centred frame of the sign-in, password and confirmation-link pages. */
export function AccountPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 className="text-center text-3xl font-bold">{title}</h1>
      {intro && <p className="mt-2 text-center text-slate-600 dark:text-slate-400">{intro}</p>}
      {children}
    </div>
  );
}

export function BackToLogin() {
  return (
    <p className="mt-6 text-center text-sm">
      <Link to="/login" className="font-semibold text-brand-700 underline dark:text-brand-300">
        Volver a iniciar sesión
      </Link>
    </p>
  );
}

/** The account's e-mail, as the sign-in and '¿Olvidaste tu contraseña?' forms ask for it. */
export function AccountEmailField({ defaultValue, error }: { defaultValue: string; error?: string | null }) {
  return <EmailField defaultValue={defaultValue} placeholder="tu.nombre@universidad.es" error={error} />;
}
