/**
 * Fixed-window throttling shared by every server process (rows in `rate_limits`). Used against
 * password guessing (per client address and per account from each address, with growing waits)
 * and against e-mail floods (confirmation and password-reset links).
 */
import { isIPv4, isIPv6 } from "node:net";

import { eq, inArray, sql } from "drizzle-orm";

import { getDb } from "~/server/db/client.server";
import { rateLimits } from "~/server/db/schema";

export interface ThrottleRule {
  /** Attempts allowed inside one window. */
  limit: number;
  windowSeconds: number;
}

/** A key's window as stored: its attempts and how long ago the window opened, by the database's clock. */
export interface AttemptWindow {
  hits: number;
  elapsedSeconds: number;
}

/** The stored window of each key that has one, whether or not it is over. */
export async function readWindows(keys: readonly string[]): Promise<Map<string, AttemptWindow>> {
  if (keys.length === 0) return new Map();
  const rows = await getDb()
    .select({
      key: rateLimits.key,
      hits: rateLimits.hits,
      elapsedSeconds: sql<number>`extract(epoch FROM now() - ${rateLimits.windowStartedAt})::float8`,
    })
    .from(rateLimits)
    .where(inArray(rateLimits.key, [...keys]));
  return new Map(rows.map(({ key, hits, elapsedSeconds }) => [key, { hits, elapsedSeconds: Number(elapsedSeconds) }]));
}

/**
 * A limit whose waits grow: `free` attempts in a window cost nothing; then the next one may come
 * `firstWaitSeconds` after the window opened, and each one after that waits twice as long as the
 * one before (1, 2, 4, 8… minutes for a first wait of a minute). So at any moment a window has
 * allowed `free + log2(1 + elapsed / firstWait)` attempts, however they were spread: a guesser who
 * waits gains nothing over one who keeps trying. The count is forgotten when the window ends.
 */
export interface BackOffRule {
  free: number;
  firstWaitSeconds: number;
  windowSeconds: number;
}

/** Whole seconds before a key with this window may try again under the rule; 0 when it may now. */
export function backOffWait(rule: BackOffRule, window: AttemptWindow | undefined): number {
  if (!window || window.hits < rule.free || window.elapsedSeconds >= rule.windowSeconds) return 0;
  const allowedAfter = Math.min(rule.firstWaitSeconds * (2 ** (window.hits - rule.free + 1) - 1), rule.windowSeconds);
  return Math.max(0, Math.ceil(allowedAfter - window.elapsedSeconds));
}

/** Whether any of the keys has used up its window. */
export async function isThrottled(keys: readonly string[], rule: ThrottleRule): Promise<boolean> {
  const windows = await readWindows(keys);
  return [...windows.values()].some(
    (window) => window.elapsedSeconds < rule.windowSeconds && window.hits >= rule.limit,
  );
}

/** Counts one attempt against each key, opening a new window when the old one is over. */
export async function recordAttempt(keys: readonly string[], rule: Pick<ThrottleRule, "windowSeconds">): Promise<void> {
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

/** Forgets every key that starts with `prefix` (e.g. an account's counters from all addresses). */
export async function clearAttemptsStartingWith(prefix: string): Promise<void> {
  await getDb()
    .delete(rateLimits)
    .where(sql`starts_with(${rateLimits.key}, ${prefix})`);
}

/**
 * The client as a throttle counts it. An IPv6 client is usually given a whole /64 network and can
 * pick any address inside it, so per-address limits count the /64; an IPv4 address written as
 * IPv6 (`::ffff:192.0.2.1`, how Node reports IPv4 on a dual-stack socket) counts as that IPv4.
 */
export function throttleAddress(address: string): string {
  const mapped = /^::ffff:([\d.]+)$/i.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = "", tail] = address.split("%")[0]!.split("::");
  const headGroups = head ? head.split(":") : [];
  if (tail === undefined) return networkOf(headGroups);
  const tailGroups = tail ? tail.split(":") : [];
  // A dotted IPv4 tail stands for two groups.
  const tailLength = tailGroups.reduce((length, group) => length + (group.includes(".") ? 2 : 1), 0);
  return networkOf([...headGroups, ...Array<string>(8 - headGroups.length - tailLength).fill("0"), ...tailGroups]);
}

function networkOf(groups: string[]): string {
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}
