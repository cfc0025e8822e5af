import { ReviewCard } from "~/components/reviews/review-card";
import { MessageSquareText } from "~/components/ui/icons";
import { Pagination } from "~/components/ui/pagination";
import { useLoginHref, useViewer } from "~/components/use-viewer";
import { formatInteger } from "~/lib/format";
import type { ReviewSubjectKind } from "~/lib/review-forms";
import type { ReviewPage } from "~/server/reviews/reads.server";

/** The id of the reviews section: pagination links land on it. */
const REVIEWS_ANCHOR = "resenas";

/** The 'Reseñas (n)' section of the subject and professor pages. */
export function ReviewsSection({ reviewPage, kind }: { reviewPage: ReviewPage; kind: ReviewSubjectKind }) {
  return (
    <section id={REVIEWS_ANCHOR} aria-labelledby="resenas-titulo" className="scroll-mt-24">
      <h2 id="resenas-titulo" className="mb-4 flex items-baseline gap-2 text-xl font-bold">
        Reseñas
        <span className="text-base font-medium text-slate-500 dark:text-slate-400">({formatInteger(reviewPage.total)})</span>
      </h2>
      <ReviewList reviewPage={reviewPage} kind={kind} />
    </section>
  );
}

/** A page of anonymous reviews, newest first, with its pagination or the empty state. */
function ReviewList({ reviewPage, kind }: { reviewPage: ReviewPage; kind: ReviewSubjectKind }) {
  const viewer = useViewer();
  const loginHref = useLoginHref();
  const { reviews, total, page, pageCount, pageSize } = reviewPage;

  if (total === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
        <MessageSquareText className="size-10 text-slate-400 dark:text-slate-500" aria-hidden="true" />
        <p className="mt-3 max-w-sm text-slate-600 dark:text-slate-400">Aún no hay reseñas. ¡Sé el primero en compartir tu experiencia!</p>
      </div>
    );
  }

  const first = (page - 1) * pageSize + 1;
  const last = first + reviews.length - 1;
  return (
    <div>
      {pageCount > 1 && (
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
          Mostrando {formatInteger(first)}–{formatInteger(last)} de {formatInteger(total)}
        </p>
      )}
      <ul className="space-y-4">
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} kind={kind} loginHref={loginHref} viewer={viewer} />
          </li>
        ))}
      </ul>
      <Pagination page={page} pageCount={pageCount} anchor={REVIEWS_ANCHOR} label="Paginación de reseñas" />
    </div>
  );
}
