/**
 * 'Me gusta' of every kind — reviews, campus posts, blog articles — in one statement each: the
 * like row is written and its target's `likes_count` moved together, by exactly the rows really
 * inserted or deleted, so the counter always equals the likes whatever arrives at once (double
 * clicks, two tabs, many students). The target's row is locked only by the counter's update at
 * the end of the statement, not for a transaction of round trips: everyone liking the same
 * popular review queues on that row for well under a millisecond each. Callers decide permission
 * first (permissions.server.ts).
 */
import { type SQL, sql } from "drizzle-orm";

import type { LikeState } from "~/lib/interactions";
import { executePrepared, getDb } from "~/server/db/client.server";

/** Where one kind of like is kept: its table, the column naming what is liked, and the table whose `likes_count` counts them. */
interface LikeStore {
  likes: string;
  target: string;
  counted: string;
}

export const REVIEW_LIKES: LikeStore = { likes: "review_likes", target: "review_id", counted: "reviews" };
export const POST_LIKES: LikeStore = {
  likes: "university_life_likes",
  target: "post_id",
  counted: "university_life_posts",
};
export const ARTICLE_LIKES: LikeStore = { likes: "blog_post_likes", target: "post_id", counted: "blog_posts" };

/**
 * Sets the student's like on `targetId` to `wanted` (or flips it when undefined) and returns the
 * new state. Asking for the state that already holds changes nothing. A flip reads the current
 * state, so two flips of one student (a double click) must not read it at once: they queue on a
 * lock of their own — that student's like of that target — and end where they started, without
 * holding the target's row any longer than a set does.
 */
export async function setLike(
  store: LikeStore,
  userId: string,
  targetId: string,
  wanted?: boolean,
): Promise<LikeState> {
  // A like of a state wanted (what the page's buttons send) is one statement: prepared, since
  // planning it costs more than running it.
  if (wanted !== undefined) return writeLike(executePrepared, store, userId, targetId, wanted);
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${store.likes}:${targetId}:${userId}`}, 0))`);
    return writeLike(
      async <Row>(query: SQL) => (await tx.execute(query)).rows as Row[],
      store,
      userId,
      targetId,
      undefined,
    );
  });
}

/** How a like's statement is run: prepared on its own, or inside the flip's transaction. */
type RunStatement = <Row>(query: SQL) => Promise<Row[]>;

async function writeLike(
  run: RunStatement,
  store: LikeStore,
  userId: string,
  targetId: string,
  wanted: boolean | undefined,
): Promise<LikeState> {
  const likes = sql.identifier(store.likes);
  const target = sql.identifier(store.target);
  const counted = sql.identifier(store.counted);
  const requested = wanted === undefined ? sql`NULL::boolean` : sql`${wanted}::boolean`;
  const rows = await run<{ liked: boolean; likesCount: number | null }>(sql`
    WITH request AS (
      SELECT coalesce(${requested}, NOT EXISTS (SELECT 1 FROM ${likes} WHERE ${target} = ${targetId} AND user_id = ${userId})) AS liked
    ),
    removed AS (
      DELETE FROM ${likes} WHERE ${target} = ${targetId} AND user_id = ${userId} AND NOT (SELECT liked FROM request)
      RETURNING 1
    ),
    added AS (
      INSERT INTO ${likes} (${target}, user_id) SELECT ${targetId}, ${userId} FROM request WHERE liked
      ON CONFLICT DO NOTHING
      RETURNING 1
    ),
    moved AS (
      UPDATE ${counted} SET likes_count = likes_count + change.delta
      FROM (SELECT (SELECT count(*) FROM added) - (SELECT count(*) FROM removed) AS delta) change
      WHERE id = ${targetId} AND change.delta <> 0
      RETURNING likes_count
    )
    SELECT (SELECT liked FROM request) AS liked,
           coalesce((SELECT likes_count FROM moved), (SELECT likes_count FROM ${counted} WHERE id = ${targetId}))::int AS "likesCount"`);
  const state = rows[0];
  if (!state || state.likesCount === null) throw new Error(`${store.counted} ${targetId} no existe`);
  return { liked: state.liked, likesCount: state.likesCount };
}
