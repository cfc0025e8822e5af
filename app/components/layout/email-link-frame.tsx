import type { ReactNode } from "react";

import { Link } from "~/components/ui/link";

/** The narrow frame of the pages an e-mail's link opens: the newsletter's (subscription result, confirmation, cancellation), the review alerts' cancellation, the confirmation of a professor's objection. */
export function EmailLinkFrame({ title = "Boletín de UniOpina", children }: { title?: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
      <Link to="/" className="mt-8 inline-block font-medium text-brand-700 underline dark:text-brand-300">
        Volver al inicio
      </Link>
    </div>
  );
}
