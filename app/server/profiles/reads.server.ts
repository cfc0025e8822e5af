import { count, desc, eq, sql } from "drizzle-orm";

import type { ModerationStatus } from "~/lib/moderation";
import { PROFILE_COLUMNS, type Viewer } from "~/server/auth/session.server";
import { sharedRead } from "~/server/cache/shared-reads.server";
import { type Database, getDb, prepared } from "~/server/db/client.server";
import {
  careers,
  professors,
  reviews,
  subjects,
  universities,
  universityLifePosts,
  userProfiles,
} from "~/server/db/schema";
import { profilePublicId, profilePublicName } from "~/server/privacy.server";
import { type ReviewWithTarget, reviewWithTargetColumns, withReviewTarget } from "~/server/reviews/reads.server";

/** A member as others may see it: public profiles carry id and name, private ones nothing. */
export type PublicMember = { id: string; name: string } | { id: null; name: null };

export interface MemberList {
  total: number;
  members: PublicMember[];
}

/**
 * Students of a university or a career, newest first, with the privacy rule applied in SQL, and
 * their number: prepared per scope (the university and career pages read them on every render).
 */
function memberQueries(
  db: Database,
  scopeColumn: typeof userProfiles.universityId | typeof userProfiles.careerId,
  name: string,
) {
  const inScope = eq(scopeColumn, sql.placeholder("scopeId"));
  return {
    rows: db
      .select({ id: profilePublicId, name: profilePublicName })
      .from(userProfiles)
      .where(inScope)
      .orderBy(desc(userProfiles.createdAt))
      .limit(sql.placeholder("limit"))
      .prepare(`${name}_members`),
    total: db.select({ total: count() }).from(userProfiles).where(inScope).prepare(`${name}_member_count`),
  };
}

const universityMembers = prepared((db) => memberQueries(db, userProfiles.universityId, "university"));
const careerMembers = prepared((db) => memberQueries(db, userProfiles.careerId, "career"));

export const listMembers = sharedRead(
  "profiles.listMembers",
  async (scope: { universityId: string } | { careerId: string }, limit: number): Promise<MemberList> => {
    const [queries, scopeId] =
      "universityId" in scope ? [universityMembers(), scope.universityId] : [careerMembers(), scope.careerId];
    const [rows, [{ total }]] = await Promise.all([
      queries.rows.execute({ scopeId, limit }),
      queries.total.execute({ scopeId }),
    ]);
    const members = rows.map((row): PublicMember =>
      row.id && row.name ? { id: row.id, name: row.name } : { id: null, name: null },
    );
    return { total, members };
  },
);

/** User ids are better-auth's (32 letters and digits) or the seed's UUIDs. */
export function isUserId(value: string | undefined): value is string {
  return typeof value === "string" && /^[A-Za-z0-9-]{16,64}$/.test(value);
}

export type PublicProfileResult =
  | {
      state: "public";
      profile: { id: string; name: string; email: string | null; universityName: string; careerName: string | null };
    }
  | { state: "private" }
  | { state: "not-found" };

/**
 * A profile as another person may see it. A private profile answers only its state: its name,
 * university and career never leave the database.
 */
export async function findPublicProfile(userId: string): Promise<PublicProfileResult> {
  const [row] = await getDb()
    .select({
      isPublic: userProfiles.isPublic,
      id: profilePublicId,
      name: profilePublicName,
      email: sql<
        string | null
      >`CASE WHEN ${userProfiles.isPublic} AND ${userProfiles.showEmail} THEN ${userProfiles.verificationEmail} END`,
      universityName: sql<string | null>`CASE WHEN ${userProfiles.isPublic} THEN ${universities.name} END`,
      careerName: sql<string | null>`CASE WHEN ${userProfiles.isPublic} THEN ${careers.name} END`,
    })
    .from(userProfiles)
    .innerJoin(universities, eq(universities.id, userProfiles.universityId))
    .leftJoin(careers, eq(careers.id, userProfiles.careerId))
    .where(eq(userProfiles.id, userId))
    .limit(1);
  if (!row) return { state: "not-found" };
  if (!row.isPublic || !row.id || !row.name) return { state: "private" };
  return {
    state: "public",
    profile: {
      id: row.id,
      name: row.name,
      email: row.email,
      universityName: row.universityName ?? "",
      careerName: row.careerName,
    },
  };
}

export interface ProfileStats {
  reviews: number;
  likesReceived: number;
  posts: number;
}

export async function getProfileStats(userId: string): Promise<ProfileStats> {
  const [row] = await getDb()
    .execute<{ reviews: number; likes_received: number; posts: number }>(
      sql`
    SELECT
      (SELECT count(*)::int FROM ${reviews} WHERE ${reviews.userId} = ${userId}) AS reviews,
      (SELECT coalesce(sum(${reviews.likesCount}), 0)::int FROM ${reviews} WHERE ${reviews.userId} = ${userId}) AS likes_received,
      (SELECT count(*)::int FROM ${universityLifePosts} WHERE ${universityLifePosts.userId} = ${userId}) AS posts`,
    )
    .then((result) => result.rows);
  return { reviews: row?.reviews ?? 0, likesReceived: row?.likes_received ?? 0, posts: row?.posts ?? 0 };
}

/** One of the student's own reviews, with its moderation state and note (only its author sees them). */
export type OwnReview = ReviewWithTarget & { moderationStatus: ModerationStatus; moderationNote: string | null };

/** The signed-in student's own reviews, newest first, whatever their state (SPEC §2 Own profile). */
export async function listOwnReviews(userId: string, limit = 50): Promise<OwnReview[]> {
  const rows = await getDb()
    .select({
      ...reviewWithTargetColumns,
      moderationStatus: reviews.moderationStatus,
      moderationNote: reviews.moderationNote,
    })
    .from(reviews)
    .leftJoin(professors, eq(professors.id, reviews.professorId))
    .leftJoin(subjects, eq(subjects.id, reviews.subjectId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return rows.map(withReviewTarget);
}

/**
 * The student's own profile as the database holds it now. The profile page reads it here rather than
 * from the viewer of the request, which was read before the request's action ran: the page a privacy
 * change renders without JavaScript must show the change.
 */
export async function getOwnProfile(userId: string): Promise<NonNullable<Viewer["profile"]> | null> {
  const [row] = await getDb()
    .select(PROFILE_COLUMNS)
    .from(userProfiles)
    .innerJoin(universities, eq(universities.id, userProfiles.universityId))
    .leftJoin(careers, eq(careers.id, userProfiles.careerId))
    .where(eq(userProfiles.id, userId))
    .limit(1);
  return row ?? null;
}

export async function setProfileVisibility(
  userId: string,
  visibility: { isPublic: boolean; showEmail: boolean },
): Promise<void> {
  await getDb()
    .update(userProfiles)
    .set({
      isPublic: visibility.isPublic,
      showEmail: visibility.isPublic && visibility.showEmail,
      updatedAt: new Date(),
    })
    .where(eq(userProfiles.id, userId));
}
