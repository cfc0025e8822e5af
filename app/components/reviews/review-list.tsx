import type { ReactNode } from "react";
import { Form, useLocation, useSubmit } from "react-router";

import { ReviewCard } from "~/components/reviews/review-card";
import type { ReviewFormOption } from "~/components/reviews/review-form";
import { Button } from "~/components/ui/button";
import { CheckboxField, SelectField } from "~/components/ui/form-field";
import { MessageSquareText } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { Pagination } from "~/components/ui/pagination";
import { useHydrated } from "~/components/use-hydrated";
import { academicTermsOf } from "~/lib/academic-terms";
import { formatInteger } from "~/lib/format";
import { ANONYMOUS_PROFESSOR } from "~/lib/privacy-labels";
import type { ReviewKind } from "~/lib/review-forms";
import {
  isPlainReviewList,
  RELATED_PARAM,
  REVIEW_LIST_PARAMS,
  REVIEW_SORTS,
  type ReviewListQuery,
} from "~/lib/review-list";
import type { ReviewReaderAt } from "~/lib/review-marks";
import type { ReviewItem, ReviewPage } from "~/server/reviews/reads.server";

/** The id of the reviews section: pagination links land on it. */
const REVIEWS_ANCHOR = "resenas";

interface ReviewsSectionProps {
  reviewPage: ReviewPage;
  kind: ReviewKind;
  /** How the list is sorted and filtered (the query string). */
  list: ReviewListQuery;
  /** The target's public reviews, all of them: the sort and filters are offered once there are some. */
  reviewCount: number;
  /** The country of the university reviewed: how its academic years are named. */
  countryCode: string;
  /** The professors of the subject, or the subjects the professor teaches: the list's filter (none on a verdict's list). */
  related?: ReviewFormOption[];
  /** What the page adds under each review (the professor's reply): only the page that has it loads its code. */
  underReview?: (review: ReviewItem) => ReactNode;
  /** A first view of a few, with the link to them all instead of the pagination. */
  firstView?: { href: string; label: string };
  /** Where the page keeps its reader's marks on these reviews. */
  reader: ReviewReaderAt;
}

/** The 'Reseñas (n)' section of the subject and professor pages. */
export function ReviewsSection({
  reviewPage,
  kind,
  list,
  reviewCount,
  related = [],
  countryCode,
  underReview,
  firstView,
  reader,
}: ReviewsSectionProps) {
  return (
    <section id={REVIEWS_ANCHOR} aria-labelledby="resenas-titulo" className="scroll-mt-24">
      <h2 id="resenas-titulo" className="mb-4 flex items-baseline gap-2 text-xl font-bold">
        Reseñas
        <span className="text-base font-medium text-slate-500 dark:text-slate-400">
          ({formatInteger(reviewPage.total)})
        </span>
      </h2>
      {reviewCount > 0 && <ReviewListControls kind={kind} list={list} related={related} countryCode={countryCode} />}
      <ReviewList
        reviewPage={reviewPage}
        kind={kind}
        filtered={!isPlainReviewList(list)}
        countryCode={countryCode}
        underReview={underReview}
        firstView={firstView}
        reader={reader}
      />
    </section>
  );
}

/**
 * Sort and filters as a GET form: the list's state is in the query string, so it can be shared and
 * is cached like any page, and a change starts again from page 1. With JavaScript a change applies
 * at once; without it, 'Aplicar' sends the form (the button exists only then, so it is never a
 * focusable control that does nothing).
 */
function ReviewListControls({
  kind,
  list,
  related,
  countryCode,
}: Pick<ReviewsSectionProps, "kind" | "list" | "countryCode"> & { related: ReviewFormOption[] }) {
  const { pathname } = useLocation();
  const submit = useSubmit();
  const hydrated = useHydrated();
  // A verdict has no related entry, and no academic year to keep the last courses by.
  const teaching = kind === "subject" || kind === "professor";
  return (
    <Form
      method="get"
      action={`${pathname}#${REVIEWS_ANCHOR}`}
      preventScrollReset
      onChange={(event) => void submit(event.currentTarget, { preventScrollReset: true })}
      className="mb-4 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
    >
      <SelectField label="Ordenar por" name="orden" defaultValue={list.sort} wrapperClassName="min-w-44 flex-1">
        {Object.entries(REVIEW_SORTS).map(([sort, label]) => (
          <option key={sort} value={sort}>
            {label}
          </option>
        ))}
      </SelectField>
      {teaching && related.length > 0 && (
        <SelectField
          label={kind === "subject" ? "Profesor" : "Asignatura"}
          name={RELATED_PARAM[kind]}
          defaultValue={list.relatedId ?? ""}
          wrapperClassName="min-w-44 flex-1"
        >
          <option value="">{kind === "subject" ? "Todos" : "Todas"}</option>
          {related.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name ?? ANONYMOUS_PROFESSOR}
            </option>
          ))}
        </SelectField>
      )}
      {teaching && (
        <CheckboxField
          label={`Solo los dos últimos ${academicTermsOf(countryCode).yearsOfStudy[1]}`}
          name="recientes"
          value="1"
          defaultChecked={list.recentOnly}
          className="h-10"
        />
      )}
      {!hydrated && (
        <Button type="submit" variant="secondary">
          Aplicar
        </Button>
      )}
    </Form>
  );
}

/** A page of anonymous reviews with its pagination, or the empty state. */
interface ReviewListProps extends Pick<
  ReviewsSectionProps,
  "reviewPage" | "kind" | "countryCode" | "underReview" | "firstView" | "reader"
> {
  filtered: boolean;
}

function ReviewList({ reviewPage, kind, filtered, countryCode, underReview, firstView, reader }: ReviewListProps) {
  const { reviews, total, page, pageCount, pageSize } = reviewPage;

  if (total === 0 && filtered) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
        Ninguna reseña cumple estos filtros.
      </p>
    );
  }
  if (total === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
        <MessageSquareText className="size-10 text-slate-400 dark:text-slate-500" aria-hidden="true" />
        <p className="mt-3 max-w-sm text-slate-600 dark:text-slate-400">
          Aún no hay reseñas. ¡Sé el primero en compartir tu experiencia!
        </p>
      </div>
    );
  }

  const first = (page - 1) * pageSize + 1;
  const last = first + reviews.length - 1;
  return (
    <div>
      {pageCount > 1 && !firstView && (
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
          Mostrando {formatInteger(first)}–{formatInteger(last)} de {formatInteger(total)}
        </p>
      )}
      <ul className="space-y-4">
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} kind={kind} reader={reader} countryCode={countryCode}>
              {underReview?.(review)}
            </ReviewCard>
          </li>
        ))}
      </ul>
      {firstView ? (
        <p className="mt-4">
          <Link
            to={`${firstView.href}#${REVIEWS_ANCHOR}`}
            className="font-medium text-brand-700 hover:underline dark:text-brand-300"
          >
            {firstView.label}
          </Link>
        </p>
      ) : (
        <Pagination
          page={page}
          pageCount={pageCount}
          anchor={REVIEWS_ANCHOR}
          label="Paginación de reseñas"
          keep={REVIEW_LIST_PARAMS}
        />
      )}
    </div>
  );
}
