/**
 * Fixed-window throttling shared by every server process (rows in `rate_limits`). Used against
 * password guessing (per account and per client address) and against e-mail resend floods.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { getDb } from "./db/client.server";
import { rateLimits } from "./db/schema";

export interface ThrottleRule {
  /** Attempts allowed inside one window. */
  limit: number;
  windowSeconds: number;
}

/** Whether any of the keys has used up its window. */
export async function isThrottled(keys: readonly string[], rule: ThrottleRule): Promise<boolean> {
  if (keys.length === 0) return false;
  const rows = await getDb()
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(
      sql`${inArray(rateLimits.key, [...keys])} AND ${rateLimits.windowStartedAt} > now() - (${rule.windowSeconds}::int * interval '1 second') AND ${rateLimits.hits} >= ${rule.limit}`,
    )
    .limit(1);
  return rows.length > 0;
}

/** Counts one attempt against each key, opening a new window when the old one is over. */
export async function recordAttempt(keys: readonly string[], rule: ThrottleRule): Promise<void> {
  const db = getDb();
  const expired = sql`${rateLimits.windowStartedAt} <= now() - (${rule.windowSeconds}::int * interval '1 second')`;
  for (const key of keys) {
    await db
      .insert(rateLimits)
      .values({ key, hits: 1, windowStartedAt: sql`now()` })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
          windowStartedAt: sql`CASE WHEN ${expired} THEN now() ELSE ${rateLimits.windowStartedAt} END`,
        },
      });
  }
}

export async function clearAttempts(key: string): Promise<void> {
  await getDb().delete(rateLimits).where(eq(rateLimits.key, key));
}
