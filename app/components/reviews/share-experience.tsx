import { ReviewComposer } from "~/components/reviews/lazy-composer";
import type { ReviewFormOption } from "~/components/reviews/review-form";
import { useReviewReader } from "~/components/reviews/use-review-reader";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormMessage } from "~/components/ui/form-field";
import { LogIn, PenLine } from "~/components/ui/icons";
import { useLoginHref, useViewer } from "~/components/use-viewer";
import { ViewerPart } from "~/components/viewer-part";
import { COMPOSER_ANCHOR, type ReviewKind, WRITE_REVIEW_QUERY } from "~/lib/review-forms";
import type { ReviewReaderAt } from "~/lib/review-marks";
import { layerValuesAt, readerKindIn } from "~/lib/viewer-layer";
import type { ReviewActionResult } from "~/server/reviewed-pages/actions.server";

interface ShareExperienceCardProps {
  kind: ReviewKind;
  title?: string;
  /** The line under the title. */
  lede?: string;
  /** Where the page keeps what the permission module lets this reader do here (its `reviewForm`). */
  reader: ReviewReaderAt;
  /** The page action's answer to a review post; a visitor's refusal (a session that ended meanwhile) shows above the login call. */
  result: ReviewActionResult | undefined;
  editing: boolean;
  options: ReviewFormOption[];
}

/**
 * The review form card of the subject and professor pages ('Comparte tu experiencia' /
 * 'Compartir mi Experiencia'). A visitor is sent to the login (reviewing needs a verified
 * account); a signed-in viewer gets the form or the reason it cannot be used.
 */
export function ShareExperienceCard({
  kind,
  title = "Comparte tu experiencia",
  lede = "Tu reseña es anónima y ayuda a otros estudiantes a organizar su curso.",
  reader,
  result,
  editing,
  options,
}: ShareExperienceCardProps) {
  const headingId = "compartir-titulo";
  return (
    <Card
      as="section"
      id={COMPOSER_ANCHOR}
      aria-labelledby={headingId}
      className="scroll-mt-24 border-brand-200 bg-gradient-to-br from-brand-50 to-white dark:border-brand-500/30 dark:from-brand-500/10 dark:to-slate-900"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <span
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white dark:bg-brand-500 dark:text-slate-950"
            aria-hidden="true"
          >
            <PenLine className="size-5" />
          </span>
          <div>
            <h2 id={headingId} className="text-lg font-semibold">
              {title}
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{lede}</p>
          </div>
        </div>
        <ViewerPart name="resena-entrar" sameFor={readerKindIn}>
          <SignInToReview />
        </ViewerPart>
      </div>
      <ViewerPart
        name="resena-formulario"
        sameFor={(layer) => `${readerKindIn(layer)} ${JSON.stringify(layerValuesAt(layer, reader)?.reviewForm)}`}
      >
        <ReviewFormOfReader kind={kind} reader={reader} result={result} editing={editing} options={options} />
      </ViewerPart>
    </Card>
  );
}

/** A visitor is asked to sign in (reviewing needs a verified account). */
function SignInToReview() {
  const viewer = useViewer();
  const loginHref = useLoginHref();
  if (viewer) return null;
  return (
    <ButtonLink to={`${loginHref}&aviso=resena`} rel="nofollow" className="shrink-0">
      <LogIn className="size-4" aria-hidden="true" />
      Inicia sesión para dejar una reseña
    </ButtonLink>
  );
}

/**
 * The form, or the reason this reader cannot use it; for a visitor, the refusal of a post whose
 * session ended meanwhile.
 */
function ReviewFormOfReader({
  kind,
  reader,
  result,
  editing,
  options,
}: Pick<ShareExperienceCardProps, "kind" | "reader" | "result" | "editing" | "options">) {
  const viewer = useViewer();
  const { reviewForm } = useReviewReader(reader);
  if (!viewer) {
    return result ? (
      <div className="mt-4">
        <FormMessage tone="error">{result.message}</FormMessage>
      </div>
    ) : null;
  }
  if (reviewForm.mode === "visitor") return null;
  return (
    <div className="mt-5">
      <ReviewComposer kind={kind} state={reviewForm} result={result} editing={editing} options={options} />
    </div>
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
    <ButtonLink
      to={viewer ? `?${WRITE_REVIEW_QUERY}#${COMPOSER_ANCHOR}` : `${loginHref}&aviso=resena`}
      rel={viewer ? undefined : "nofollow"}
      size="lg"
      className="w-full sm:w-auto"
    >
      <PenLine className="size-4" aria-hidden="true" />
      Compartir mi Experiencia
    </ButtonLink>
  );
}
