import { and, asc, desc, eq } from "drizzle-orm";
import { getDb } from "./db/client.server";
import { universities, universityLifeCategories, universityLifePosts, userProfiles } from "./db/schema";
import { profilePublicId, profilePublicName } from "./privacy.server";

export const POST_SORTS = ["recent", "popular", "commented"] as const;
export type PostSort = (typeof POST_SORTS)[number];

/** SPEC §9: the campus feed shows at most 50 posts. */
export const FEED_LIMIT = 50;

export interface PostSummary {
  id: string;
  title: string;
  content: string;
  imageUrl: string | null;
  createdAt: Date;
  likesCount: number;
  commentsCount: number;
  categoryName: string | null;
  universityId: string;
  universityName: string;
  /** Null unless the author's profile is public. */
  authorName: string | null;
  authorId: string | null;
}

const sortColumns = {
  recent: [desc(universityLifePosts.createdAt)],
  popular: [desc(universityLifePosts.popularityScore), desc(universityLifePosts.createdAt)],
  commented: [desc(universityLifePosts.commentsCount), desc(universityLifePosts.createdAt)],
} as const;

/** Published posts, of one university or all, optionally of one category. One query. */
export async function listPosts(options: { universityId?: string; categoryId?: number; sort?: PostSort; limit?: number }): Promise<PostSummary[]> {
  const { universityId, categoryId, sort = "recent", limit = FEED_LIMIT } = options;
  const conditions = [eq(universityLifePosts.isPublished, true), eq(universities.isEnabled, true)];
  if (universityId) conditions.push(eq(universityLifePosts.universityId, universityId));
  if (categoryId) conditions.push(eq(universityLifePosts.categoryId, categoryId));
  return getDb()
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
    })
    .from(universityLifePosts)
    .innerJoin(universities, eq(universities.id, universityLifePosts.universityId))
    .leftJoin(universityLifeCategories, eq(universityLifeCategories.id, universityLifePosts.categoryId))
    .leftJoin(userProfiles, eq(userProfiles.id, universityLifePosts.userId))
    .where(and(...conditions))
    .orderBy(...sortColumns[sort])
    .limit(limit);
}

export async function listLifeCategories(): Promise<{ id: number; name: string }[]> {
  return getDb()
    .select({ id: universityLifeCategories.id, name: universityLifeCategories.name })
    .from(universityLifeCategories)
    .orderBy(asc(universityLifeCategories.name));
}
