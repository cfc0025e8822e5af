/**
 * Review lists of the subject and professor pages (SPEC §2 "Reviews", §3). Reviews are anonymous:
 * no query here returns `reviews.user_id` or anything of the author (only whether the viewer is
 * the author), and the related professor's name only comes through `professorPublicName`.
 */
import { and, desc, eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { ModerationStatus } from "~/lib/moderation";
import { getDb, prepared, type Database } from "../db/client.server";
import { careers, professorReviewDetails, professors, reviewLikes, reviewReports, reviews, subjectReviewDetails, subjects, universities } from "../db/schema";
import { isPublicStatus } from "../moderation/public-content.server";
import { readPage } from "../pagination.server";
import { professorPublicName } from "../privacy.server";

export const REVIEWS_PAGE_SIZE = 10;

export type WouldTakeAgain = "yes" | "no" | "unsure";

export interface ReviewItem {
  id: string;
  reviewType: "professor" | "subject";
  rating: number;
  difficultyLevel: number | null;
  wouldTakeAgain: WouldTakeAgain | null;
  comment: string | null;
  createdAt: Date;
  likesCount: number;
  commentsCount: number;
  reportsCount: number;
  /** The viewer liked it (always false for a visitor). */
  userHasLiked: boolean;
  /** The viewer reported it already: the report dialog says so instead of offering the form. */
  userHasReported: boolean;
  /** The viewer wrote it: only then are edit and delete offered. Never says who else did. */
  isOwn: boolean;
  attendanceMandatory: boolean | null;
  /** Subject reviews only. */
  textbookRequired: boolean | null;
  /** Subject reviews only: free text ('Notable', '7.5'...). */
  gradeReceived: string | null;
  /** Professor reviews only. */
  tips: string | null;
  /** On a subject review, the professor it was taken with; on a professor review, the subject. */
  related: RelatedProfessor | RelatedSubject | null;
}

export interface RelatedProfessor {
  kind: "professor";
  id: string;
  /** Null when the professor's name is not public ('Profesor Anónimo'). */
  name: string | null;
}

export interface RelatedSubject {
  kind: "subject";
  id: string;
  name: string;
}

export type ReviewTarget = { professorId: string } | { subjectId: string };

export interface ReviewPage {
  reviews: ReviewItem[];
  total: number;
  /** The page actually shown, after clamping the requested one to 1..pageCount. */
  page: number;
  /** At least 1, so an empty list still has a page 1. */
  pageCount: number;
  pageSize: number;
}

/** One page of a target's reviews, newest first, with their details row and the total. */
export async function listReviews(
  target: ReviewTarget,
  { page = 1, pageSize = REVIEWS_PAGE_SIZE, viewerId = null }: { page?: number; pageSize?: number; viewerId?: string | null } = {},
): Promise<ReviewPage> {
  const read = await readPage(
    page,
    pageSize,
    () => storedReviewCount(target),
    (limit, offset) => selectReviewPage(target, viewerId, limit, offset),
  );
  return { reviews: read.rows, total: read.total, page: read.page, pageCount: read.pageCount, pageSize };
}

const professorReviewCount = prepared((db) =>
  db.select({ total: professors.reviewCount }).from(professors).where(eq(professors.id, sql.placeholder("id"))).prepare("professor_review_count"),
);
const subjectReviewCount = prepared((db) =>
  db.select({ total: subjects.reviewCount }).from(subjects).where(eq(subjects.id, sql.placeholder("id"))).prepare("subject_review_count"),
);

/** The target's stored review counter: kept equal to its rows by every write (reviews/writes.server.ts), so no count(*). */
async function storedReviewCount(target: ReviewTarget): Promise<number> {
  const [row] = "professorId" in target ? await professorReviewCount().execute({ id: target.professorId }) : await subjectReviewCount().execute({ id: target.subjectId });
  return row?.total ?? 0;
}

/** Who reads: an account id, the prepared statements' placeholder for one, or null for a visitor. */
type ViewerRef = string | Placeholder | null;

/** Whether the viewer liked the review of the surrounding query (false for a visitor). */
export function viewerLikedSql(viewerId: ViewerRef) {
  if (!viewerId) return sql<boolean>`false`;
  return sql<boolean>`EXISTS (SELECT 1 FROM ${reviewLikes} WHERE ${reviewLikes.reviewId} = ${reviews.id} AND ${reviewLikes.userId} = ${viewerId})`;
}

/** Whether the viewer reported the review of the surrounding query (false for a visitor). */
export function viewerReportedSql(viewerId: ViewerRef) {
  if (!viewerId) return sql<boolean>`false`;
  return sql<boolean>`EXISTS (SELECT 1 FROM ${reviewReports} WHERE ${reviewReports.reviewId} = ${reviews.id} AND ${reviewReports.userId} = ${viewerId})`;
}

/** Whether the viewer wrote the review of the surrounding query; never who did. */
export function viewerWroteSql(viewerId: ViewerRef) {
  if (!viewerId) return sql<boolean>`false`;
  return sql<boolean>`coalesce(${reviews.userId} = ${viewerId}, false)`;
}

function baseColumns(viewerId: ViewerRef) {
  return {
    id: reviews.id,
    reviewType: reviews.reviewType,
    rating: reviews.rating,
    difficultyLevel: reviews.difficultyLevel,
    wouldTakeAgain: reviews.wouldTakeAgain,
    comment: reviews.comment,
    createdAt: reviews.createdAt,
    likesCount: reviews.likesCount,
    commentsCount: reviews.commentsCount,
    reportsCount: reviews.reportsCount,
    userHasLiked: viewerLikedSql(viewerId),
    userHasReported: viewerReportedSql(viewerId),
    isOwn: viewerWroteSql(viewerId),
  };
}

const newestFirst = [desc(reviews.createdAt), desc(reviews.id)];

/**
 * The ids of one page of a target's public reviews, newest first. Walks the index
 * (reviews_*_recent_idx has the same order), so a deep page skips ids instead of joining and
 * sorting every review before it; the page's rows are joined to their details afterwards.
 */
function reviewPageIds(db: Database, targetColumn: typeof reviews.subjectId | typeof reviews.professorId) {
  return db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(targetColumn, sql.placeholder("targetId")), isPublicStatus(reviews.moderationStatus)))
    .orderBy(...newestFirst)
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .as("page");
}

/**
 * One page of a subject's reviews with the professor each was taken with. Prepared (a page's
 * biggest query, built once instead of per request), for visitors and for a signed-in viewer.
 */
function subjectReviewPage(db: Database, signedIn: boolean) {
  const page = reviewPageIds(db, reviews.subjectId);
  return db
    .select({
      ...baseColumns(signedIn ? sql.placeholder("viewerId") : null),
      attendanceMandatory: subjectReviewDetails.attendanceMandatory,
      textbookRequired: subjectReviewDetails.textbookRequired,
      gradeReceived: subjectReviewDetails.gradeReceived,
      professorId: professors.id,
      professorName: professorPublicName,
    })
    .from(page)
    .innerJoin(reviews, eq(reviews.id, page.id))
    .leftJoin(subjectReviewDetails, eq(subjectReviewDetails.reviewId, reviews.id))
    .leftJoin(professors, eq(professors.id, subjectReviewDetails.professorId))
    .orderBy(...newestFirst)
    .prepare(signedIn ? "subject_review_page_signed_in" : "subject_review_page");
}

/**
 * One page of a professor's reviews with the subject each is about. The subject is shown only
 * while its career and university are enabled: a disabled career is never listed (SPEC §6).
 */
function professorReviewPage(db: Database, signedIn: boolean) {
  const page = reviewPageIds(db, reviews.professorId);
  const visibleSubject: SQL<boolean> = sql<boolean>`${universities.id} IS NOT NULL`;
  return db
    .select({
      ...baseColumns(signedIn ? sql.placeholder("viewerId") : null),
      attendanceMandatory: professorReviewDetails.attendanceMandatory,
      tips: professorReviewDetails.tips,
      subjectId: sql<string | null>`CASE WHEN ${visibleSubject} THEN ${subjects.id} END`,
      subjectName: sql<string | null>`CASE WHEN ${visibleSubject} THEN ${subjects.name} END`,
    })
    .from(page)
    .innerJoin(reviews, eq(reviews.id, page.id))
    .leftJoin(professorReviewDetails, eq(professorReviewDetails.reviewId, reviews.id))
    .leftJoin(subjects, eq(subjects.id, professorReviewDetails.subjectId))
    .leftJoin(careers, and(eq(careers.id, subjects.careerId), eq(careers.isEnabled, true)))
    .leftJoin(universities, and(eq(universities.id, careers.universityId), eq(universities.isEnabled, true)))
    .orderBy(...newestFirst)
    .prepare(signedIn ? "professor_review_page_signed_in" : "professor_review_page");
}

/** A statement prepared in its visitor and signed-in variants; the reader picks one. */
function perViewer<Statement>(build: (db: Database, signedIn: boolean) => Statement): (viewerId: string | null) => Statement {
  const visitor = prepared((db) => build(db, false));
  const signedIn = prepared((db) => build(db, true));
  return (viewerId) => (viewerId ? signedIn() : visitor());
}

const subjectReviewPageFor = perViewer(subjectReviewPage);
const professorReviewPageFor = perViewer(professorReviewPage);

async function selectReviewPage(target: ReviewTarget, viewerId: string | null, limit: number, offset: number): Promise<ReviewItem[]> {
  if ("subjectId" in target) {
    const rows = await subjectReviewPageFor(viewerId).execute({ targetId: target.subjectId, viewerId, limit, offset });
    return rows.map(({ professorId, professorName, ...row }) => ({
      ...row,
      tips: null,
      related: professorId ? { kind: "professor", id: professorId, name: professorName } : null,
    }));
  }
  const rows = await professorReviewPageFor(viewerId).execute({ targetId: target.professorId, viewerId, limit, offset });
  return rows.map(({ subjectId, subjectName, ...row }) => ({
    ...row,
    textbookRequired: null,
    gradeReceived: null,
    related: subjectId && subjectName ? { kind: "subject", id: subjectId, name: subjectName } : null,
  }));
}

/** The values of the viewer's own review, to fill the form in edit mode. */
export interface OwnReviewValues {
  id: string;
  rating: number;
  comment: string | null;
  difficultyLevel: number | null;
  wouldTakeAgain: WouldTakeAgain | null;
  attendanceMandatory: boolean;
  textbookRequired: boolean;
  gradeReceived: string | null;
  /** Subject reviews: the professor it was taken with. */
  professorId: string | null;
  /** Professor reviews. */
  tips: string | null;
  /** Professor reviews: the subject taught. */
  subjectId: string | null;
  /** Whether it is public, and when not, why (the screening's or the moderator's note). */
  moderationStatus: ModerationStatus;
  moderationNote: string | null;
}

export async function getOwnReview(reviewId: string, userId: string): Promise<OwnReviewValues | null> {
  const [row] = await getDb()
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      difficultyLevel: reviews.difficultyLevel,
      wouldTakeAgain: reviews.wouldTakeAgain,
      attendanceMandatory: sql<boolean>`coalesce(${subjectReviewDetails.attendanceMandatory}, ${professorReviewDetails.attendanceMandatory}, false)`,
      textbookRequired: sql<boolean>`coalesce(${subjectReviewDetails.textbookRequired}, false)`,
      gradeReceived: subjectReviewDetails.gradeReceived,
      professorId: subjectReviewDetails.professorId,
      tips: professorReviewDetails.tips,
      subjectId: professorReviewDetails.subjectId,
      moderationStatus: reviews.moderationStatus,
      moderationNote: reviews.moderationNote,
    })
    .from(reviews)
    .leftJoin(subjectReviewDetails, eq(subjectReviewDetails.reviewId, reviews.id))
    .leftJoin(professorReviewDetails, eq(professorReviewDetails.reviewId, reviews.id))
    .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)));
  return row ?? null;
}

/**
 * A review with the professor or subject it is about, for lists outside that page (own profile,
 * the comments and report pages). Select these columns from `reviews` left-joined to `professors`
 * and `subjects`, then name the target with `withReviewTarget`.
 */
export const reviewWithTargetColumns = {
  id: reviews.id,
  reviewType: reviews.reviewType,
  professorId: reviews.professorId,
  subjectId: reviews.subjectId,
  professorName: professorPublicName,
  subjectName: subjects.name,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
  likesCount: reviews.likesCount,
  commentsCount: reviews.commentsCount,
};

export interface ReviewWithTarget {
  id: string;
  reviewType: "professor" | "subject";
  targetId: string;
  /** Subject name, or the professor's public name (null: 'Profesor Anónimo'), like everywhere. */
  targetName: string | null;
  rating: number;
  comment: string | null;
  createdAt: Date;
  likesCount: number;
  commentsCount: number;
}

interface TargetColumns {
  reviewType: "professor" | "subject";
  professorId: string | null;
  subjectId: string | null;
  professorName: string | null;
  subjectName: string | null;
}

export function withReviewTarget<Row extends TargetColumns>({ professorId, subjectId, professorName, subjectName, ...row }: Row) {
  return {
    ...row,
    targetId: (row.reviewType === "professor" ? professorId : subjectId) ?? "",
    targetName: row.reviewType === "professor" ? professorName : subjectName,
  };
}
