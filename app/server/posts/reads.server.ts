/**
 * Campus-life reads (SPEC §2 life tab, post page, Campus Social, home; §7 posts): every list is one
 * query on an index of university_life_posts, counters and popularity come from stored columns,
 * and authors' names only through the privacy module (a private profile is 'Anónimo' in SQL).
 */
import { and, asc, desc, eq, gte, type SQL, sql } from "drizzle-orm";

import type { CommentPage } from "~/lib/comments";
import { COMMENT_KINDS } from "~/lib/comments";
import { DISCOVER_DAYS, POST_PREVIEW_LENGTH } from "~/lib/post-forms";
import { sharedRead } from "~/server/cache/shared-reads.server";
import { readPage } from "~/server/core/pagination.server";
import { getDb } from "~/server/db/client.server";
import {
  POPULARITY_EPOCH,
  POPULARITY_HALF_LIFE_SECONDS,
  universities,
  universityLifeCategories,
  universityLifeComments,
  universityLifeLikes,
  universityLifePosts,
  userProfiles,
} from "~/server/db/schema";
import { profilePublicId, profilePublicName } from "~/server/privacy.server";
import { isPublicStatus, publicRowSql } from "~/server/public-content.server";

export const POST_SORTS = ["recent", "popular", "commented"] as const;
export type PostSort = (typeof POST_SORTS)[number];

/** SPEC §9: a campus feed shows 50 posts; further ones are on the next pages. */
const FEED_LIMIT = 50;
/** Campus Social's 'Comunidad': how many of the most active members are shown. */
const ACTIVE_MEMBERS_LIMIT = 12;

export interface PostSummary {
  id: string;
  title: string;
  /** The start of the content, enough for a card's preview (never the whole text). */
  content: string;
  imageUrl: string | null;
  createdAt: Date;
  likesCount: number;
  commentsCount: number;
  categoryName: string | null;
  universityName: string;
  /** Null unless the author's profile is public. */
  authorName: string | null;
}

/** One page of a feed: no total is counted, the query reads one post more to know if there is a next page. */
export interface FeedPage {
  posts: PostSummary[];
  page: number;
  hasNext: boolean;
}

const sortColumns = {
  recent: [desc(universityLifePosts.createdAt), desc(universityLifePosts.id)],
  popular: [
    desc(universityLifePosts.popularityScore),
    desc(universityLifePosts.createdAt),
    desc(universityLifePosts.id),
  ],
  commented: [
    desc(universityLifePosts.commentsCount),
    desc(universityLifePosts.createdAt),
    desc(universityLifePosts.id),
  ],
} as const;

/** Published posts of enabled universities only (SPEC §4 "Posts"). */
const visiblePost = and(eq(universityLifePosts.isPublished, true), eq(universities.isEnabled, true))!;

function selectPostSummaries(
  conditions: SQL[],
  order: readonly SQL[],
  limit: number,
  offset = 0,
): Promise<PostSummary[]> {
  return getDb()
    .select({
      id: universityLifePosts.id,
      title: universityLifePosts.title,
      // One character more than the preview, so the card knows to add an ellipsis.
      content: sql<string>`left(${universityLifePosts.content}, ${sql.raw(String(POST_PREVIEW_LENGTH + 1))})`,
      imageUrl: universityLifePosts.imageUrl,
      createdAt: universityLifePosts.createdAt,
      likesCount: universityLifePosts.likesCount,
      commentsCount: universityLifePosts.commentsCount,
      categoryName: universityLifeCategories.name,
      universityName: universities.name,
      authorName: profilePublicName,
    })
    .from(universityLifePosts)
    .innerJoin(universities, eq(universities.id, universityLifePosts.universityId))
    .leftJoin(universityLifeCategories, eq(universityLifeCategories.id, universityLifePosts.categoryId))
    .leftJoin(userProfiles, eq(userProfiles.id, universityLifePosts.userId))
    .where(and(visiblePost, ...conditions))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

/** Published posts, of one university or all, optionally of one category. One query. */
export const listPosts = sharedRead(
  "posts.listPosts",
  async (options: {
    universityId?: string;
    categoryId?: number;
    sort?: PostSort;
    limit?: number;
  }): Promise<PostSummary[]> => {
    const { universityId, categoryId, sort = "recent", limit = FEED_LIMIT } = options;
    return selectPostSummaries(feedConditions({ universityId, categoryId }), sortColumns[sort], limit);
  },
);

function feedConditions({ universityId, categoryId }: { universityId?: string; categoryId?: number }): SQL[] {
  const conditions: SQL[] = [];
  if (universityId) conditions.push(eq(universityLifePosts.universityId, universityId));
  if (categoryId) conditions.push(eq(universityLifePosts.categoryId, categoryId));
  return conditions;
}

async function readFeedPage(
  page: number,
  select: (limit: number, offset: number) => Promise<PostSummary[]>,
): Promise<FeedPage> {
  const rows = await select(FEED_LIMIT + 1, (page - 1) * FEED_LIMIT);
  return { posts: rows.slice(0, FEED_LIMIT), page, hasNext: rows.length > FEED_LIMIT };
}

/** A university's feed (its life tab and Campus Social), 50 posts a page. */
export const listUniversityFeed = sharedRead(
  "posts.listUniversityFeed",
  (options: { universityId: string; categoryId?: number; sort: PostSort; page: number }): Promise<FeedPage> => {
    const conditions = feedConditions(options);
    return readFeedPage(options.page, (limit, offset) =>
      selectPostSummaries(conditions, sortColumns[options.sort], limit, offset),
    );
  },
);

/**
 * Campus Social's 'Descubrir': the most popular posts of every university published in the last
 * week, by popularity_score. A post of the last week scores at least the weeks elapsed until the
 * week's start (its engagement term is never negative), so the index on the score is read only
 * from the top down to that bound, however many older posts there are.
 */
export const listDiscoverPosts = sharedRead(
  "posts.listDiscoverPosts",
  (page: number, now: Date = new Date()): Promise<FeedPage> => {
    const since = new Date(now.getTime() - DISCOVER_DAYS * 86_400_000);
    const scoreFloor = (since.getTime() - Date.parse(POPULARITY_EPOCH)) / 1000 / POPULARITY_HALF_LIFE_SECONDS;
    const conditions = [
      gte(universityLifePosts.popularityScore, scoreFloor),
      gte(universityLifePosts.createdAt, since),
    ];
    return readFeedPage(page, (limit, offset) => selectPostSummaries(conditions, sortColumns.popular, limit, offset));
  },
);

export const listLifeCategories = sharedRead(
  "posts.listLifeCategories",
  async (): Promise<{ id: number; name: string }[]> => {
    return getDb()
      .select({ id: universityLifeCategories.id, name: universityLifeCategories.name })
      .from(universityLifeCategories)
      .orderBy(asc(universityLifeCategories.name));
  },
);

/* ------------------------------------------------------------------ one post */

export interface PostDetail extends Omit<PostSummary, "content"> {
  /** The whole text, shown as plain text. */
  content: string;
  universityId: string;
  /** The author's public profile, only with `authorName`. */
  authorId: string | null;
  /** The viewer wrote it: they see the count instead of a like button. */
  isOwn: boolean;
  userHasLiked: boolean;
}

/** A published post of an enabled university, as the viewer sees it; null otherwise. */
export async function getPost(postId: string, viewerId: string | null): Promise<PostDetail | null> {
  const [row] = await getDb()
    .select({
      id: universityLifePosts.id,
      title: universityLifePosts.title,
      content: universityLifePosts.content,
      imageUrl: universityLifePosts.imageUrl,
      createdAt: universityLifePosts.createdAt,
      likesCount: universityLifePosts.likesCount,
      commentsCount: universityLifePosts.commentsCount,
      categoryName: universityLifeCategories.name,
      universityId: universityLifePosts.universityId,
      universityName: universities.name,
      authorName: profilePublicName,
      authorId: profilePublicId,
      isOwn: viewerId
        ? sql<boolean>`coalesce(${universityLifePosts.userId} = ${viewerId}, false)`
        : sql<boolean>`false`,
      userHasLiked: viewerId
        ? sql<boolean>`EXISTS (SELECT 1 FROM ${universityLifeLikes} WHERE ${universityLifeLikes.postId} = ${universityLifePosts.id} AND ${universityLifeLikes.userId} = ${viewerId})`
        : sql<boolean>`false`,
    })
    .from(universityLifePosts)
    .innerJoin(universities, eq(universities.id, universityLifePosts.universityId))
    .leftJoin(universityLifeCategories, eq(universityLifeCategories.id, universityLifePosts.categoryId))
    .leftJoin(userProfiles, eq(userProfiles.id, universityLifePosts.userId))
    .where(and(eq(universityLifePosts.id, postId), visiblePost));
  return row ?? null;
}

/** One page of a post's public comments, oldest first (SPEC §7), with the author's name only when public. */
export async function listPostComments(postId: string, viewerId: string | null, page = 1): Promise<CommentPage> {
  const db = getDb();
  const read = await readPage(
    page,
    COMMENT_KINDS.post.pageSize,
    // The stored counter, kept equal to the rows by every comment write.
    async () =>
      (
        await db
          .select({ total: universityLifePosts.commentsCount })
          .from(universityLifePosts)
          .where(eq(universityLifePosts.id, postId))
      )[0]?.total ?? 0,
    (limit, offset) =>
      db
        .select({
          id: universityLifeComments.id,
          text: universityLifeComments.content,
          createdAt: universityLifeComments.createdAt,
          edited: sql<boolean>`false`,
          isOwn: viewerId
            ? sql<boolean>`coalesce(${universityLifeComments.userId} = ${viewerId}, false)`
            : sql<boolean>`false`,
          authorName: profilePublicName,
          authorId: profilePublicId,
          byTargetAuthor: sql<boolean>`coalesce(${universityLifeComments.userId} = ${universityLifePosts.userId}, false)`,
        })
        .from(universityLifeComments)
        .innerJoin(universityLifePosts, eq(universityLifePosts.id, universityLifeComments.postId))
        .leftJoin(userProfiles, eq(userProfiles.id, universityLifeComments.userId))
        .where(and(eq(universityLifeComments.postId, postId), isPublicStatus(universityLifeComments.moderationStatus)))
        .orderBy(asc(universityLifeComments.createdAt), asc(universityLifeComments.id))
        .limit(limit)
        .offset(offset),
  );
  return { comments: read.rows, total: read.total, page: read.page, pageCount: read.pageCount };
}

/* ------------------------------------------------------------------ Campus Social's community */

export type ActiveMember = {
  id: string;
  name: string;
  posts: number;
  comments: number;
};

/**
 * The university's students with a public profile who take most part in campus life (published
 * posts plus public comments). Private profiles are left out in SQL: their names never leave the database.
 * Each member's activity is two counts on the per-author indexes.
 */
export const listActiveMembers = sharedRead(
  "posts.listActiveMembers",
  async (universityId: string, limit: number = ACTIVE_MEMBERS_LIMIT): Promise<ActiveMember[]> => {
    const { rows } = await getDb().execute<ActiveMember>(sql`
    SELECT id, name, posts, comments FROM (
      SELECT ${profilePublicId} AS id, ${profilePublicName} AS name,
        (SELECT count(*)::int FROM ${universityLifePosts} p WHERE p.user_id = ${userProfiles.id} AND p.is_published) AS posts,
        (SELECT count(*)::int FROM ${universityLifeComments} c WHERE c.user_id = ${userProfiles.id} AND ${publicRowSql("c")}) AS comments
      FROM ${userProfiles}
      WHERE ${userProfiles.universityId} = ${universityId} AND ${userProfiles.isPublic}
    ) member
    WHERE id IS NOT NULL AND posts + comments > 0
    ORDER BY posts + comments DESC, name, id
    LIMIT ${limit}`);
    return rows;
  },
);

/** The name of an enabled university, for the new post page's heading. */
export async function getUniversityName(universityId: string): Promise<string | null> {
  const [row] = await getDb()
    .select({ name: universities.name })
    .from(universities)
    .where(and(eq(universities.id, universityId), eq(universities.isEnabled, true)));
  return row?.name ?? null;
}
