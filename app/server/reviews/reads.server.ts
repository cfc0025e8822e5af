/**
 * Review lists of the subject and professor pages (SPEC §2 "Reviews", §3). Reviews are anonymous:
 * no query here returns `reviews.user_id` or anything of the author (only whether the viewer is
 * the author), and the related professor's name only comes through `professorPublicName`.
 */
import { and, asc, count, desc, eq, gte, type Placeholder, type SQL, sql } from "drizzle-orm";

import { academicYearOf } from "~/lib/academic-terms";
import type { ModerationStatus } from "~/lib/moderation";
import type { ReviewKind } from "~/lib/review-forms";
import { isPlainReviewList, RECENT_COURSES, type ReviewListQuery, type ReviewSort } from "~/lib/review-list";
import { NO_REVIEW_MARKS, type ReviewMarks } from "~/lib/review-marks";
import { type Grade, gradeSummary, type Sitting } from "~/lib/review-scales";
import { readPage } from "~/server/core/pagination.server";
import { type Database, getDb, prepared } from "~/server/db/client.server";
import {
  careers,
  professorReviewDetails,
  professors,
  reviewLikes,
  reviewReplies,
  reviewReports,
  reviews,
  subjectReviewDetails,
  subjects,
  universities,
} from "~/server/db/schema";
import { professorPublicName } from "~/server/privacy.server";
import { isPublicStatus } from "~/server/public-content.server";

export const REVIEWS_PAGE_SIZE = 24;

type WouldTakeAgain = "yes" | "no" | "unsure";

export interface ReviewItem {
  id: string;
  reviewType: ReviewKind;
  rating: number;
  difficultyLevel: number | null;
  wouldTakeAgain: WouldTakeAgain | null;
  /** The course it describes (2024: "Curso 2024-25"); null on reviews written before it was asked. */
  academicYear: number | null;
  comment: string | null;
  createdAt: Date;
  likesCount: number;
  commentsCount: number;
  reportsCount: number;
  attendanceMandatory: boolean | null;
  /** Subject reviews only. */
  textbookRequired: boolean | null;
  /** Subject reviews only: the grade as the student wrote it before the form asked the scale, or on the scale ("Notable (7,5)"). */
  gradeReceived: string | null;
  /** Hours of work a week outside class, as a band (lib/review-scales.ts). */
  workloadBand: number | null;
  /** Keys of its kind's vocabulary (lib/review-tags.ts). */
  tags: string[];
  /** Professor reviews only. */
  tips: string | null;
  /** On a subject review, the professor it was taken with; on a professor review, the subject. */
  related: RelatedProfessor | RelatedSubject | null;
  /** Professor reviews only: the professor's public reply (professors/replies.server.ts). */
  reply: { id: string; text: string; createdAt: Date } | null;
  /** Verdicts on a career or a university: stars per category (lib/verdicts.ts), null where not rated. */
  categoryRatings: (number | null)[] | null;
  /** Verdicts: the course the student is in, or that they finished. */
  studyStage: number | null;
}

interface RelatedProfessor {
  kind: "professor";
  id: string;
  /** Null when the professor's name is not public ('Profesor Anónimo'). */
  name: string | null;
}

interface RelatedSubject {
  kind: "subject";
  id: string;
  name: string;
}

export type ReviewTarget =
  { professorId: string } | { subjectId: string } | { careerId: string } | { universityId: string };

/** The review column a target's reviews point with, and its id. */
function targetColumn(target: ReviewTarget): [TargetColumn, string] {
  if ("professorId" in target) return [reviews.professorId, target.professorId];
  if ("subjectId" in target) return [reviews.subjectId, target.subjectId];
  if ("careerId" in target) return [reviews.careerId, target.careerId];
  return [reviews.universityId, target.universityId];
}

export interface ReviewPage {
  reviews: ReviewItem[];
  total: number;
  /** The page actually shown, after clamping the requested one to 1..pageCount. */
  page: number;
  /** At least 1, so an empty list still has a page 1. */
  pageCount: number;
  pageSize: number;
}

/**
 * One page of a target's reviews as the list asks (newest first by default), with their details
 * row and the total, as every reader sees them: shareable between readers (a signed-in reader's
 * marks on it are read apart, `reviewMarksFor`). The first view counts from the stored counter; a
 * filtered one counts its rows.
 */
export async function listReviews(
  target: ReviewTarget,
  query: ReviewListQuery,
  pageSize = REVIEWS_PAGE_SIZE,
): Promise<ReviewPage> {
  const read = isPlainReviewList(query)
    ? await readPage(
        query.page,
        pageSize,
        () => storedReviewCount(target),
        (limit, offset) => selectReviewPage(target, limit, offset),
      )
    : await readSortedPage(target, query, pageSize);
  return { reviews: read.rows, total: read.total, page: read.page, pageCount: read.pageCount, pageSize };
}

const professorReviewCount = prepared((db) =>
  db
    .select({ total: professors.reviewCount })
    .from(professors)
    .where(eq(professors.id, sql.placeholder("id")))
    .prepare("professor_review_count"),
);
const subjectReviewCount = prepared((db) =>
  db
    .select({ total: subjects.reviewCount })
    .from(subjects)
    .where(eq(subjects.id, sql.placeholder("id")))
    .prepare("subject_review_count"),
);
const careerVerdictCount = prepared((db) =>
  db
    .select({ total: careers.verdictCount })
    .from(careers)
    .where(eq(careers.id, sql.placeholder("id")))
    .prepare("career_verdict_count"),
);
const universityVerdictCount = prepared((db) =>
  db
    .select({ total: universities.verdictCount })
    .from(universities)
    .where(eq(universities.id, sql.placeholder("id")))
    .prepare("university_verdict_count"),
);

/** The target's stored review counter: kept equal to its rows by every write (reviews/writes.server.ts), so no count(*). */
async function storedReviewCount(target: ReviewTarget): Promise<number> {
  const [, id] = targetColumn(target);
  const counter =
    "professorId" in target
      ? professorReviewCount
      : "subjectId" in target
        ? subjectReviewCount
        : "careerId" in target
          ? careerVerdictCount
          : universityVerdictCount;
  const [row] = await counter().execute({ id });
  return row?.total ?? 0;
}

/**
 * The review of the surrounding query, qualified by hand: in a query of one table Drizzle leaves
 * its columns unqualified, and inside the subqueries below a bare "id" would be the report's own.
 */
const OUTER_REVIEW_ID = sql.raw(`"reviews"."id"`);

/** Whether the viewer liked, reported or wrote the review of the surrounding query; never who wrote it. */
const viewerLiked = (viewerId: Placeholder) =>
  sql<boolean>`EXISTS (SELECT 1 FROM ${reviewLikes} WHERE ${reviewLikes.reviewId} = ${OUTER_REVIEW_ID} AND ${reviewLikes.userId} = ${viewerId})`;
const viewerReported = (viewerId: Placeholder) =>
  sql<boolean>`EXISTS (SELECT 1 FROM ${reviewReports} WHERE ${reviewReports.reviewId} = ${OUTER_REVIEW_ID} AND ${reviewReports.userId} = ${viewerId})`;
const viewerWrote = (viewerId: Placeholder) => sql<boolean>`coalesce(${reviews.userId} = ${viewerId}, false)`;

/** The review's own columns, the same for every reader (the reader's marks are read apart: `reviewMarksFor`). */
const baseColumns = {
  id: reviews.id,
  reviewType: reviews.reviewType,
  rating: reviews.rating,
  difficultyLevel: reviews.difficultyLevel,
  wouldTakeAgain: reviews.wouldTakeAgain,
  academicYear: reviews.academicYear,
  workloadBand: reviews.workloadBand,
  tags: reviews.tags,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
  likesCount: reviews.likesCount,
  commentsCount: reviews.commentsCount,
  reportsCount: reviews.reportsCount,
  categoryRatings: reviews.categoryRatings,
  studyStage: reviews.studyStage,
};

/** What a signed-in viewer sees marked on a review: their like, their report, their authorship. */
export interface ViewerMarks {
  id: string;
  userHasLiked: boolean;
  userHasReported: boolean;
  isOwn: boolean;
}

const viewerMarksOf = prepared((db) =>
  db
    .select({
      id: reviews.id,
      userHasLiked: viewerLiked(sql.placeholder("viewerId")),
      userHasReported: viewerReported(sql.placeholder("viewerId")),
      isOwn: viewerWrote(sql.placeholder("viewerId")),
    })
    .from(reviews)
    .where(sql`${reviews.id} = ANY(${sql.placeholder("ids")}::uuid[])`)
    .prepare("review_viewer_marks"),
);

/**
 * Reviews read for every reader (shared between requests, so copied, never changed), with the
 * viewer's marks: one query for all of them. A visitor's are returned as they are.
 */
async function markedForViewer<Review extends ViewerMarks>(
  items: readonly Review[],
  viewerId: string | null,
): Promise<Review[]> {
  if (viewerId === null || items.length === 0) return [...items];
  const marks = new Map(
    (await viewerMarksOf().execute({ viewerId, ids: items.map((item) => item.id) })).map((mark) => [mark.id, mark]),
  );
  return items.map((item) => {
    const mark = marks.get(item.id);
    return mark
      ? { ...item, userHasLiked: mark.userHasLiked, userHasReported: mark.userHasReported, isOwn: mark.isOwn }
      : item;
  });
}

/** One review read for every reader, marked for the viewer. */
export async function reviewForViewer<Review extends ViewerMarks>(
  review: Review,
  viewerId: string | null,
): Promise<Review> {
  const [marked] = await markedForViewer([review], viewerId);
  return marked ?? review;
}

/** Which of the reviews `ids` the viewer liked, reported and wrote: one query; none for a visitor. */
export async function reviewMarksFor(ids: readonly string[], viewerId: string | null): Promise<ReviewMarks> {
  if (viewerId === null || ids.length === 0) return NO_REVIEW_MARKS;
  const marks = await viewerMarksOf().execute({ viewerId, ids: [...ids] });
  const having = (mark: keyof Omit<ViewerMarks, "id">) => marks.filter((row) => row[mark]).map((row) => row.id);
  return { liked: having("userHasLiked"), reported: having("userHasReported"), own: having("isOwn") };
}

const newestFirst = [desc(reviews.createdAt), desc(reviews.id)];

/** Each sort's order; ties go newest first, so a page is stable. */
const SORT_ORDER: Record<ReviewSort, SQL[]> = {
  recientes: newestFirst,
  utiles: [desc(reviews.likesCount), ...newestFirst],
  mejor: [desc(reviews.rating), ...newestFirst],
  peor: [asc(reviews.rating), ...newestFirst],
};

type TargetColumn =
  typeof reviews.subjectId | typeof reviews.professorId | typeof reviews.careerId | typeof reviews.universityId;
/** Which public reviews of the target a list shows (`more`: its filters). */
const listedReviews = (targetColumn: TargetColumn, targetId: string | Placeholder, more: SQL[] = []) =>
  and(eq(targetColumn, targetId), isPublicStatus(reviews.moderationStatus), ...more);

/**
 * The ids of one page of a target's listed reviews, in the list's order. Newest first it walks
 * the index (reviews_*_recent_idx has the same order), so a deep page skips ids instead of joining
 * and sorting every review before it; the other orders sort the target's reviews (a few hundred at
 * most) from the same index. The page's rows are joined to their details afterwards.
 */
function reviewPageIds(
  db: Database,
  where: SQL | undefined,
  order: SQL[],
  limit: number | Placeholder,
  offset: number | Placeholder,
) {
  return db
    .select({ id: reviews.id })
    .from(reviews)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as("page");
}

/** A page of a subject's reviews (the ids of `page`) with the professor each was taken with. */
function subjectReviewRows(db: Database, page: ReturnType<typeof reviewPageIds>, order: SQL[]) {
  return db
    .select({
      ...baseColumns,
      attendanceMandatory: subjectReviewDetails.attendanceMandatory,
      textbookRequired: subjectReviewDetails.textbookRequired,
      gradeReceived: subjectReviewDetails.gradeReceived,
      grade: subjectReviewDetails.grade,
      gradeMark: subjectReviewDetails.gradeMark,
      gradeSitting: subjectReviewDetails.gradeSitting,
      professorId: professors.id,
      professorName: professorPublicName,
    })
    .from(page)
    .innerJoin(reviews, eq(reviews.id, page.id))
    .leftJoin(subjectReviewDetails, eq(subjectReviewDetails.reviewId, reviews.id))
    .leftJoin(professors, eq(professors.id, subjectReviewDetails.professorId))
    .orderBy(...order);
}

/**
 * A page of a professor's reviews with the subject each is about. The subject is shown only while
 * its career and university are enabled: a disabled career is never listed (SPEC §6).
 */
function professorReviewRows(db: Database, page: ReturnType<typeof reviewPageIds>, order: SQL[]) {
  const visibleSubject: SQL<boolean> = sql<boolean>`${universities.id} IS NOT NULL`;
  return db
    .select({
      ...baseColumns,
      attendanceMandatory: professorReviewDetails.attendanceMandatory,
      tips: professorReviewDetails.tips,
      subjectId: sql<string | null>`CASE WHEN ${visibleSubject} THEN ${subjects.id} END`,
      subjectName: sql<string | null>`CASE WHEN ${visibleSubject} THEN ${subjects.name} END`,
      replyId: reviewReplies.id,
      replyText: reviewReplies.reply,
      replyCreatedAt: reviewReplies.createdAt,
    })
    .from(page)
    .innerJoin(reviews, eq(reviews.id, page.id))
    .leftJoin(professorReviewDetails, eq(professorReviewDetails.reviewId, reviews.id))
    .leftJoin(
      reviewReplies,
      and(eq(reviewReplies.reviewId, reviews.id), isPublicStatus(reviewReplies.moderationStatus)),
    )
    .leftJoin(subjects, eq(subjects.id, professorReviewDetails.subjectId))
    .leftJoin(careers, and(eq(careers.id, subjects.careerId), eq(careers.isEnabled, true)))
    .leftJoin(universities, and(eq(universities.id, careers.universityId), eq(universities.isEnabled, true)))
    .orderBy(...order);
}

/** A page of verdicts on a career or a university: the review's own columns are all they have. */
function verdictReviewRows(db: Database, page: ReturnType<typeof reviewPageIds>, order: SQL[]) {
  return db
    .select(baseColumns)
    .from(page)
    .innerJoin(reviews, eq(reviews.id, page.id))
    .orderBy(...order);
}

/** The first view of each list, newest first and unfiltered: prepared, as every view of a page runs it. */
const placeholders = [sql.placeholder("targetId"), sql.placeholder("limit"), sql.placeholder("offset")] as const;
const subjectReviewPage = prepared((db) =>
  subjectReviewRows(
    db,
    reviewPageIds(db, listedReviews(reviews.subjectId, placeholders[0]), newestFirst, placeholders[1], placeholders[2]),
    newestFirst,
  ).prepare("subject_review_page"),
);
const professorReviewPage = prepared((db) =>
  professorReviewRows(
    db,
    reviewPageIds(
      db,
      listedReviews(reviews.professorId, placeholders[0]),
      newestFirst,
      placeholders[1],
      placeholders[2],
    ),
    newestFirst,
  ).prepare("professor_review_page"),
);

const careerVerdictPage = prepared((db) =>
  verdictReviewRows(
    db,
    reviewPageIds(db, listedReviews(reviews.careerId, placeholders[0]), newestFirst, placeholders[1], placeholders[2]),
    newestFirst,
  ).prepare("career_verdict_page"),
);
const universityVerdictPage = prepared((db) =>
  verdictReviewRows(
    db,
    reviewPageIds(
      db,
      listedReviews(reviews.universityId, placeholders[0]),
      newestFirst,
      placeholders[1],
      placeholders[2],
    ),
    newestFirst,
  ).prepare("university_verdict_page"),
);

type VerdictReviewRow = Awaited<ReturnType<ReturnType<typeof verdictReviewRows>["execute"]>>[number];

function verdictReviewItem(row: VerdictReviewRow): ReviewItem {
  return {
    ...row,
    attendanceMandatory: null,
    textbookRequired: null,
    gradeReceived: null,
    tips: null,
    related: null,
    reply: null,
  };
}

type SubjectReviewRow = Awaited<ReturnType<ReturnType<typeof subjectReviewRows>["execute"]>>[number];
type ProfessorReviewRow = Awaited<ReturnType<ReturnType<typeof professorReviewRows>["execute"]>>[number];

function subjectReviewItem({
  professorId,
  professorName,
  grade,
  gradeMark,
  gradeSitting,
  gradeReceived,
  ...row
}: SubjectReviewRow): ReviewItem {
  return {
    ...row,
    gradeReceived: gradeReceived ?? (grade ? gradeSummary(grade, gradeMark, gradeSitting) : null),
    tips: null,
    related: professorId ? { kind: "professor", id: professorId, name: professorName } : null,
    reply: null,
  };
}

function professorReviewItem({
  subjectId,
  subjectName,
  replyId,
  replyText,
  replyCreatedAt,
  ...row
}: ProfessorReviewRow): ReviewItem {
  return {
    ...row,
    textbookRequired: null,
    gradeReceived: null,
    related: subjectId && subjectName ? { kind: "subject", id: subjectId, name: subjectName } : null,
    reply: replyId && replyText && replyCreatedAt ? { id: replyId, text: replyText, createdAt: replyCreatedAt } : null,
  };
}

async function selectReviewPage(target: ReviewTarget, limit: number, offset: number): Promise<ReviewItem[]> {
  if ("subjectId" in target)
    return (await subjectReviewPage().execute({ targetId: target.subjectId, limit, offset })).map(subjectReviewItem);
  if ("careerId" in target)
    return (await careerVerdictPage().execute({ targetId: target.careerId, limit, offset })).map(verdictReviewItem);
  if ("universityId" in target)
    return (await universityVerdictPage().execute({ targetId: target.universityId, limit, offset })).map(
      verdictReviewItem,
    );
  return (await professorReviewPage().execute({ targetId: target.professorId, limit, offset })).map(
    professorReviewItem,
  );
}

/** A page of `page`'s reviews of the target's kind, in `order`. */
async function reviewRowsOf(
  db: Database,
  target: ReviewTarget,
  page: ReturnType<typeof reviewPageIds>,
  order: SQL[],
): Promise<ReviewItem[]> {
  if ("subjectId" in target) return (await subjectReviewRows(db, page, order)).map(subjectReviewItem);
  if ("professorId" in target) return (await professorReviewRows(db, page, order)).map(professorReviewItem);
  return (await verdictReviewRows(db, page, order)).map(verdictReviewItem);
}

/** The filters of a list: the related professor or subject, the last courses only. */
function listFilters(target: ReviewTarget, { relatedId, recentOnly }: Omit<ReviewListQuery, "page" | "sort">): SQL[] {
  const filters: SQL[] = [];
  if (relatedId && "subjectId" in target) {
    filters.push(
      sql`EXISTS (SELECT 1 FROM ${subjectReviewDetails} WHERE ${subjectReviewDetails.reviewId} = ${reviews.id} AND ${subjectReviewDetails.professorId} = ${relatedId})`,
    );
  }
  if (relatedId && "professorId" in target) {
    filters.push(
      sql`EXISTS (SELECT 1 FROM ${professorReviewDetails} WHERE ${professorReviewDetails.reviewId} = ${reviews.id} AND ${professorReviewDetails.subjectId} = ${relatedId})`,
    );
  }
  if (recentOnly) filters.push(gte(reviews.academicYear, academicYearOf(new Date()) - (RECENT_COURSES - 1)));
  return filters;
}

/** A page of a list sorted or filtered otherwise than its first view, and how many reviews it has. */
async function readSortedPage(target: ReviewTarget, query: ReviewListQuery, pageSize: number) {
  const db = getDb();
  const [column, targetId] = targetColumn(target);
  const where = listedReviews(column, targetId, listFilters(target, query));
  const order = SORT_ORDER[query.sort];
  return readPage(
    query.page,
    pageSize,
    async () => (await db.select({ total: count() }).from(reviews).where(where))[0]?.total ?? 0,
    async (limit, offset) => {
      return reviewRowsOf(db, target, reviewPageIds(db, where, order, limit, offset), order);
    },
  );
}

/** The values of the viewer's own review, to fill the form in edit mode. */
export interface OwnReviewValues {
  id: string;
  rating: number;
  comment: string | null;
  difficultyLevel: number | null;
  wouldTakeAgain: WouldTakeAgain | null;
  academicYear: number | null;
  workloadBand: number | null;
  tags: string[];
  attendanceMandatory: boolean;
  textbookRequired: boolean;
  grade: Grade | null;
  gradeMark: number | null;
  gradeSitting: Sitting | null;
  /** Subject reviews: the professor it was taken with. */
  professorId: string | null;
  /** Professor reviews. */
  tips: string | null;
  /** Professor reviews: the subject taught. */
  subjectId: string | null;
  /** Verdicts: stars per category, and the stage of studies. */
  categoryRatings: (number | null)[] | null;
  studyStage: number | null;
  /** Whether it is public, and when not, why (the screening's or the moderator's note). */
  moderationStatus: ModerationStatus;
  moderationNote: string | null;
}

/** Prepared: a signed-in student's subject and professor pages read it on every view once they reviewed. */
const ownReview = prepared((db) =>
  db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      difficultyLevel: reviews.difficultyLevel,
      wouldTakeAgain: reviews.wouldTakeAgain,
      academicYear: reviews.academicYear,
      workloadBand: reviews.workloadBand,
      tags: reviews.tags,
      attendanceMandatory: sql<boolean>`coalesce(${subjectReviewDetails.attendanceMandatory}, ${professorReviewDetails.attendanceMandatory}, false)`,
      textbookRequired: sql<boolean>`coalesce(${subjectReviewDetails.textbookRequired}, false)`,
      grade: subjectReviewDetails.grade,
      gradeMark: subjectReviewDetails.gradeMark,
      gradeSitting: subjectReviewDetails.gradeSitting,
      professorId: subjectReviewDetails.professorId,
      tips: professorReviewDetails.tips,
      subjectId: professorReviewDetails.subjectId,
      categoryRatings: reviews.categoryRatings,
      studyStage: reviews.studyStage,
      moderationStatus: reviews.moderationStatus,
      moderationNote: reviews.moderationNote,
    })
    .from(reviews)
    .leftJoin(subjectReviewDetails, eq(subjectReviewDetails.reviewId, reviews.id))
    .leftJoin(professorReviewDetails, eq(professorReviewDetails.reviewId, reviews.id))
    .where(and(eq(reviews.id, sql.placeholder("reviewId")), eq(reviews.userId, sql.placeholder("userId"))))
    .prepare("own_review"),
);

export async function getOwnReview(reviewId: string, userId: string): Promise<OwnReviewValues | null> {
  const [row] = await ownReview().execute({ reviewId, userId });
  return row ?? null;
}

/**
 * A review with what it is about, for lists outside that page (own profile, the comments and report
 * pages). Select these columns from `reviews` left-joined to `professors` and `subjects`, then name
 * the target with `withReviewTarget` (a verdict's career or university is named by its key).
 */
export const reviewWithTargetColumns = {
  id: reviews.id,
  reviewType: reviews.reviewType,
  professorId: reviews.professorId,
  subjectId: reviews.subjectId,
  careerId: reviews.careerId,
  universityId: reviews.universityId,
  professorName: professorPublicName,
  subjectName: subjects.name,
  verdictName: sql<string | null>`CASE
    WHEN ${reviews.careerId} IS NOT NULL THEN (SELECT c.name FROM careers c WHERE c.id = ${reviews.careerId})
    WHEN ${reviews.universityId} IS NOT NULL THEN (SELECT u.name FROM universities u WHERE u.id = ${reviews.universityId}) END`,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
  likesCount: reviews.likesCount,
  commentsCount: reviews.commentsCount,
};

export interface ReviewWithTarget {
  id: string;
  reviewType: ReviewKind;
  targetId: string;
  /** Subject, career or university name, or the professor's public name (null: 'Profesor Anónimo'), like everywhere. */
  targetName: string | null;
  rating: number;
  comment: string | null;
  createdAt: Date;
  likesCount: number;
  commentsCount: number;
}

interface TargetColumns {
  reviewType: ReviewKind;
  professorId: string | null;
  subjectId: string | null;
  careerId: string | null;
  universityId: string | null;
  professorName: string | null;
  subjectName: string | null;
  verdictName: string | null;
}

export function withReviewTarget<Row extends TargetColumns>({
  professorId,
  subjectId,
  careerId,
  universityId,
  professorName,
  subjectName,
  verdictName,
  ...row
}: Row) {
  const names = { professor: professorName, subject: subjectName, career: verdictName, university: verdictName };
  return {
    ...row,
    targetId: professorId ?? subjectId ?? careerId ?? universityId ?? "",
    targetName: names[row.reviewType],
  };
}
