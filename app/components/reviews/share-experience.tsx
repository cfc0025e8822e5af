import { LogIn, PenLine } from "lucide-react";
import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useLoginHref, useViewer } from "~/components/use-viewer";

/**
 * The 'Comparte tu experiencia' card above a subject's reviews. A visitor is sent to the login
 * (reviewing needs a verified account); for a signed-in viewer the page passes the review form
 * as `children` once writing reviews exists.
 */
export function ShareExperienceCard({ headingId, children }: { headingId: string; children?: ReactNode }) {
  const viewer = useViewer();
  const loginHref = useLoginHref();
  return (
    <Card as="section" aria-labelledby={headingId} className="border-brand-200 bg-gradient-to-br from-brand-50 to-white dark:border-brand-500/30 dark:from-brand-500/10 dark:to-slate-900">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white dark:bg-brand-500 dark:text-slate-950" aria-hidden="true">
            <PenLine className="size-5" />
          </span>
          <div>
            <h2 id={headingId} className="text-lg font-semibold">
              Comparte tu experiencia
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Tu reseña es anónima y ayuda a otros estudiantes a organizar su curso.</p>
          </div>
        </div>
        {!viewer && (
          <ButtonLink to={loginHref} rel="nofollow" className="shrink-0">
            <LogIn className="size-4" aria-hidden="true" />
            Inicia sesión para dejar una reseña
          </ButtonLink>
        )}
      </div>
      {viewer && children}
    </Card>
  );
}

/** The professor page's 'Compartir mi Experiencia' button; a visitor goes to the login first. */
export function ShareExperienceButton({ children }: { children?: ReactNode }) {
  const viewer = useViewer();
  const loginHref = useLoginHref();
  if (viewer) return <>{children}</>;
  return (
    <ButtonLink to={loginHref} rel="nofollow" size="lg" className="w-full sm:w-auto">
      <PenLine className="size-4" aria-hidden="true" />
      Compartir mi Experiencia
    </ButtonLink>
  );
}
