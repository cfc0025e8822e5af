import { LogIn, PenLine } from "lucide-react";
import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormMessage } from "~/components/ui/form-field";
import { useLoginHref, useViewer } from "~/components/use-viewer";
import { COMPOSER_ANCHOR } from "./review-form";

/**
 * The 'Comparte tu experiencia' card above a subject's reviews. A visitor is sent to the login
 * (reviewing needs a verified account); for a signed-in viewer the page passes the review form
 * (or the reason it cannot be used) as `children`.
 */
export function ShareExperienceCard({
  headingId,
  title = "Comparte tu experiencia",
  visitorNotice,
  children,
}: {
  headingId: string;
  title?: string;
  /** A refused post of a visitor (a session that ended meanwhile), shown above the login call. */
  visitorNotice?: string;
  children?: ReactNode;
}) {
  const viewer = useViewer();
  const loginHref = useLoginHref();
  return (
    <Card
      as="section"
      id={COMPOSER_ANCHOR}
      aria-labelledby={headingId}
      className="scroll-mt-24 border-brand-200 bg-gradient-to-br from-brand-50 to-white dark:border-brand-500/30 dark:from-brand-500/10 dark:to-slate-900"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white dark:bg-brand-500 dark:text-slate-950" aria-hidden="true">
            <PenLine className="size-5" />
          </span>
          <div>
            <h2 id={headingId} className="text-lg font-semibold">
              {title}
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Tu reseña es anónima y ayuda a otros estudiantes a organizar su curso.</p>
          </div>
        </div>
        {!viewer && (
          <ButtonLink to={`${loginHref}&aviso=resena`} rel="nofollow" className="shrink-0">
            <LogIn className="size-4" aria-hidden="true" />
            Inicia sesión para dejar una reseña
          </ButtonLink>
        )}
      </div>
      {!viewer && visitorNotice && (
        <div className="mt-4">
          <FormMessage tone="error">{visitorNotice}</FormMessage>
        </div>
      )}
      {viewer && <div className="mt-5">{children}</div>}
    </Card>
  );
}

/**
 * The professor page's 'Compartir mi Experiencia' button: it opens the review form section
 * (`?escribir=1`, a plain link); a visitor goes to the login first.
 */
export function ShareExperienceButton() {
  const viewer = useViewer();
  const loginHref = useLoginHref();
  return (
    <ButtonLink to={viewer ? `?escribir=1#${COMPOSER_ANCHOR}` : `${loginHref}&aviso=resena`} rel={viewer ? undefined : "nofollow"} size="lg" className="w-full sm:w-auto">
      <PenLine className="size-4" aria-hidden="true" />
      Compartir mi Experiencia
    </ButtonLink>
  );
}
