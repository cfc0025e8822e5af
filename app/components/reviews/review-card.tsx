import clsx from "clsx";
import type { ReactNode } from "react";
import { useLocation } from "react-router";

import { LegalNoticeLink } from "~/components/legal-notice-link";
import { LikeButton } from "~/components/like-button";
import { CommentsDialog } from "~/components/reviews/comments-dialog";
import { DeleteOwnReview } from "~/components/reviews/own-review";
import { ReportDialog } from "~/components/reviews/report-dialog";
import {
  difficultyLabel,
  formatReviewDate,
  formatReviewDateLong,
  WOULD_TAKE_AGAIN_LABELS,
} from "~/components/reviews/review-labels";
import { useReviewReader } from "~/components/reviews/use-review-reader";
import { Link } from "~/components/ui/link";
import { ListIcon } from "~/components/ui/list-icon";
import { StarRating } from "~/components/ui/star-rating";
import { useLoginHref, useViewer } from "~/components/use-viewer";
import { ViewerPart } from "~/components/viewer-part";
import { academicTermsOf } from "~/lib/academic-terms";
import { ANONYMOUS_PROFESSOR, PRIVATE_NAME_HINT } from "~/lib/privacy-labels";
import { COMPOSER_ANCHOR, type ReviewKind } from "~/lib/review-forms";
import { reviewAnchor } from "~/lib/review-interaction-forms";
import { reviewPageHref } from "~/lib/review-list";
import { reviewMarksIn, type ReviewReaderAt } from "~/lib/review-marks";
import { workloadBandLabel } from "~/lib/review-scales";
import { reviewTagLabel } from "~/lib/review-tags";
import { studyStageLabel, VERDICT_CATEGORIES, VERDICT_QUESTIONS, type VerdictKind } from "~/lib/verdicts";
import type { ReviewItem } from "~/server/reviews/reads.server";

interface ReviewCardProps {
  review: ReviewItem;
  /** What was reviewed: it decides the wording of 'would take again'. */
  kind: ReviewKind;
  /** Where the page keeps its reader's marks: which reviews they liked, reported and wrote. */
  reader: ReviewReaderAt;
  /** The country of the university reviewed: how its academic years are named. */
  countryCode: string;
  /** What the page shows under the review's text (the professor's reply). */
  children?: ReactNode;
}

const wouldTakeAgainPrefix: Record<ReviewKind, string> = {
  subject: "Volvería a cursarla",
  professor: "Volvería a elegirle",
  career: VERDICT_QUESTIONS.career.againShort,
  university: VERDICT_QUESTIONS.university.againShort,
};

/** Component classes of app.css (a page repeats the card ten times: its markup stays short). */
const wouldTakeAgainTone = {
  yes: "review-fact-yes",
  no: "review-fact-no",
  unsure: "review-fact-unsure",
} as const;

const difficultyTone = {
  Fácil: "text-emerald-700 dark:text-emerald-300",
  Media: "text-amber-700 dark:text-amber-300",
  Difícil: "text-red-700 dark:text-red-300",
} as const;

/**
 * One anonymous review: never an author's name, initial or link (SPEC §1). Likes, comments and
 * reports are shown from the stored counters.
 */
export function ReviewCard({ review, kind, reader, countryCode, children }: ReviewCardProps) {
  const created = new Date(review.createdAt);
  const facts: ReactNode[] = [];
  if (review.studyStage != null) {
    facts.push(
      <Fact key="stage" icon={<ListIcon name="graduation-cap" className="size-3.5" />}>
        {studyStageLabel(review.studyStage)}
      </Fact>,
    );
  }
  if (review.wouldTakeAgain) {
    facts.push(
      <Fact
        key="again"
        icon={<ListIcon name="rotate-ccw" className="size-3.5" />}
        className={wouldTakeAgainTone[review.wouldTakeAgain]}
      >
        {wouldTakeAgainPrefix[kind]}: {WOULD_TAKE_AGAIN_LABELS[review.wouldTakeAgain]}
      </Fact>,
    );
  }
  if (review.workloadBand != null) {
    facts.push(
      <Fact key="workload" icon={<ListIcon name="clock" className="size-3.5" />}>
        {workloadBandLabel(review.workloadBand)} a la semana fuera de clase
      </Fact>,
    );
  }
  if (review.attendanceMandatory) {
    facts.push(
      <Fact key="attendance" icon={<ListIcon name="calendar-check" className="size-3.5" />}>
        Asistencia obligatoria
      </Fact>,
    );
  }
  if (review.textbookRequired) {
    facts.push(
      <Fact key="textbook" icon={<ListIcon name="book-open" className="size-3.5" />}>
        Libro de texto necesario
      </Fact>,
    );
  }
  if (review.gradeReceived) {
    facts.push(
      <Fact key="grade" icon={<ListIcon name="graduation-cap" className="size-3.5" />}>
        Nota obtenida: {review.gradeReceived}
      </Fact>,
    );
  }

  return (
    <article
      id={reviewAnchor(review.id)}
      aria-label={`Reseña del ${formatReviewDateLong(created)}`}
      className="review-card"
    >
      <header className="review-card-header">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <StarRating value={review.rating} size="sm" />
          <time
            dateTime={created.toISOString()}
            title={formatReviewDateLong(created)}
            className="text-sm text-slate-500 dark:text-slate-400"
          >
            {formatReviewDate(created)}
          </time>
          {review.academicYear != null && (
            <span className="text-sm font-medium text-slate-700 dark:text-slate-300">
              {academicTermsOf(countryCode).academicYearLabel(review.academicYear)}
            </span>
          )}
        </div>
        {review.difficultyLevel != null && <DifficultyPill level={review.difficultyLevel} />}
      </header>

      {review.related && <RelatedLine related={review.related} />}

      {review.categoryRatings && (kind === "career" || kind === "university") && (
        <CategoryLine kind={kind} ratings={review.categoryRatings} />
      )}

      {facts.length > 0 && <ul className="mt-3 flex flex-wrap gap-2">{facts}</ul>}

      {review.tags.length > 0 && kind !== "career" && kind !== "university" && (
        <ul aria-label="Etiquetas" className="mt-2 flex flex-wrap gap-1.5">
          {review.tags.map((tag) => (
            <li key={tag} className="review-tag">
              {reviewTagLabel(kind, tag)}
            </li>
          ))}
        </ul>
      )}

      {review.comment && <p className="review-comment">{review.comment}</p>}

      {review.tips && (
        <p className="mt-3 flex gap-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-900 dark:bg-brand-500/10 dark:text-brand-100">
          <ListIcon name="lightbulb" className="mt-0.5 size-4 shrink-0 text-brand-600 dark:text-brand-300" />
          <span>
            <span className="font-semibold">Consejo:</span> {review.tips}
          </span>
        </p>
      )}

      {children}

      <ReviewActions review={review} reader={reader} />
    </article>
  );
}

/** A verdict's stars per category, those the student rated. */
function CategoryLine({ kind, ratings }: { kind: VerdictKind; ratings: (number | null)[] }) {
  const rated = VERDICT_CATEGORIES[kind].flatMap((category, index) => {
    const stars = ratings[index];
    return stars == null ? [] : [{ label: category.label, stars }];
  });
  if (rated.length === 0) return null;
  return (
    <dl className="verdict-ratings">
      {rated.map(({ label, stars }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{`${stars}/5`}</dd>
        </div>
      ))}
    </dl>
  );
}

function Fact({ icon, className, children }: { icon: ReactNode; className?: string; children: ReactNode }) {
  return (
    <li className={clsx("review-fact", className ?? "review-fact-neutral")}>
      {icon}
      {children}
    </li>
  );
}

function DifficultyPill({ level }: { level: number }) {
  const label = difficultyLabel(level);
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400">
      Dificultad: <span className="font-semibold text-slate-800 tabular-nums dark:text-slate-100">{level}/5</span>{" "}
      <span className={clsx("font-semibold", difficultyTone[label])}>· {label}</span>
    </p>
  );
}

function RelatedLine({ related }: { related: NonNullable<ReviewItem["related"]> }) {
  const linkClass = "font-medium text-brand-700 hover:underline dark:text-brand-300";
  if (related.kind === "subject") {
    return (
      <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
        <ListIcon name="book-open" className="size-4 shrink-0" />
        <span>
          Asignatura:{" "}
          <Link to={`/subject/${related.id}`} className={linkClass}>
            {related.name}
          </Link>
        </span>
      </p>
    );
  }
  return (
    <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
      <ListIcon name="user-round" className="size-4 shrink-0" />
      <span>
        Profesor:{" "}
        <Link to={`/profesor/${related.id}`} className={linkClass} title={related.name ? undefined : PRIVATE_NAME_HINT}>
          {related.name ?? ANONYMOUS_PROFESSOR}
        </Link>
      </span>
    </p>
  );
}

const actionClass = "review-action";

/**
 * Like, comments and report, each with its count (SPEC §2). Every review action needs a session: a
 * visitor's like and report lead to the login (and back); comments can be read by anyone. The
 * author sees the counts, and edit and delete instead of like and report. The like and the report
 * depend on the reader; the comments do not, and stay in the shared page.
 */
function ReviewActions({ review, reader }: { review: ReviewItem; reader: ReviewReaderAt }) {
  return (
    <footer className="review-actions">
      <ViewerPart name={`me-gusta-${review.id}`} sameFor={(layer) => reviewMarksIn(layer, reader, review.id)}>
        <LikeAction review={review} reader={reader} />
      </ViewerPart>
      <CommentsDialog reviewId={review.id} commentsCount={review.commentsCount} className={actionClass} />
      <ViewerPart name={`reportar-${review.id}`} sameFor={(layer) => reviewMarksIn(layer, reader, review.id)}>
        <ReportAction review={review} reader={reader} />
      </ViewerPart>
    </footer>
  );
}

/** The reader's marks on a review: theirs or not, liked, reported (none for a visitor). */
function useMarksOf(reviewId: string, reader: ReviewReaderAt) {
  const viewer = useViewer();
  const { reviewMarks } = useReviewReader(reader);
  return {
    signedIn: viewer !== null,
    isOwn: viewer !== null && reviewMarks.own.includes(reviewId),
    liked: reviewMarks.liked.includes(reviewId),
    reported: reviewMarks.reported.includes(reviewId),
  };
}

function LikeAction({ review, reader }: { review: ReviewItem; reader: ReviewReaderAt }) {
  const { signedIn, isOwn, liked } = useMarksOf(review.id, reader);
  const loginHref = useLoginHref();
  if (isOwn) {
    return (
      <span
        className={clsx(actionClass, "hover:bg-transparent dark:hover:bg-transparent")}
        role="img"
        aria-label={`Me gusta (${review.likesCount})`}
      >
        <ListIcon name="heart" className="size-4" />
        <span className="tabular-nums">{review.likesCount}</span>
      </span>
    );
  }
  if (signedIn) {
    return (
      <LikeButton
        fields={{ intent: "me-gusta", reviewId: review.id }}
        liked={liked}
        likesCount={review.likesCount}
        className={actionClass}
      />
    );
  }
  return (
    <Link
      to={`${loginHref}&aviso=like`}
      className={actionClass}
      aria-label={`Me gusta (${review.likesCount})`}
      title="Debes iniciar sesión para dar like"
      rel="nofollow"
    >
      <ListIcon name="heart" className="size-4" />
      <span className="tabular-nums">{review.likesCount}</span>
    </Link>
  );
}

/** Report (or, for the author, the reports' count with edit and delete), and the legal notice link. */
function ReportAction({ review, reader }: { review: ReviewItem; reader: ReviewReaderAt }) {
  const { signedIn, isOwn, reported } = useMarksOf(review.id, reader);
  const loginHref = useLoginHref();
  const reportLabel = `Reportar (${review.reportsCount})`;
  if (isOwn) {
    return (
      <>
        <span
          className={clsx(actionClass, "hover:bg-transparent dark:hover:bg-transparent")}
          role="img"
          aria-label={`Reportes (${review.reportsCount})`}
        >
          <ListIcon name="flag" className="size-4" />
          <span className="tabular-nums">{review.reportsCount}</span>
        </span>
        <OwnReviewControls reviewId={review.id} />
      </>
    );
  }
  return (
    <>
      {signedIn ? (
        <ReportDialog
          reviewId={review.id}
          label={reportLabel}
          reportsCount={review.reportsCount}
          alreadyReported={reported}
          className={clsx(actionClass, "ml-auto")}
        />
      ) : (
        <Link
          to={`${loginHref}&aviso=reportar`}
          className={clsx(actionClass, "ml-auto")}
          aria-label={reportLabel}
          title={reportLabel}
          rel="nofollow"
        >
          <ListIcon name="flag" className="size-4" />
          <span className="tabular-nums">{review.reportsCount}</span>
        </Link>
      )}
      <LegalNoticeLink kind="review" id={review.id} className="basis-full text-right" />
    </>
  );
}

/** The author's own review in the list: 'Tu reseña', a link to the edit form and delete. */
function OwnReviewControls({ reviewId }: { reviewId: string }) {
  const location = useLocation();
  return (
    <div className="ml-auto flex flex-wrap items-center gap-1">
      <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800 dark:bg-brand-500/15 dark:text-brand-200">
        Tu reseña
      </span>
      <Link
        to={`${reviewPageHref(location.pathname, location.search, true)}#${COMPOSER_ANCHOR}`}
        preventScrollReset
        className={actionClass}
      >
        <ListIcon name="pencil" className="size-4" />
        Editar
      </Link>
      <DeleteOwnReview reviewId={reviewId} />
    </div>
  );
}
