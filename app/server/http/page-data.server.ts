/**
 * Data a page shows the same to every reader (the home's lists and totals, a career's study plan,
 * a visitor's review pages), computed once per generation of the public pages: a write that makes
 * the cached pages stale makes this data stale too, in every process, so a signed-in student never
 * sees older lists than a visitor. Pages the page cache cannot serve (signed in, or a cookie of
 * another site) then render without reading the database again. A value that is costly and only
 * indicative (the platform totals) may ask to be kept a minimum time across writes. When the
 * generation is unknown (Redis unreachable) the data is read for each request. Loaders must not
 * change what they get: other requests share it.
 */
import { LRUCache } from "lru-cache";
import type { RouterContextProvider } from "react-router";
import { getPagesGeneration } from "./request-context.server";

/** Bounds what changes outside the app (a database edit) can leave stale, as the page cache does. */
const FRESH_MS = 5 * 60_000;

const memo = new LRUCache<string, { generation: string; value: Promise<unknown>; loadedAt: number }>({ max: 1_000, ttl: FRESH_MS });

/** A read that gives every reader the same answer, which the caller may share between requests (`sharedPageData`). */
export type ShareableRead = <T>(key: string, load: () => Promise<T>) => Promise<T>;

/** For callers that have no request to share reads by: each read runs. */
export const readEachTime: ShareableRead = (_key, load) => load();

export function sharedPageData<T>(context: Readonly<RouterContextProvider>, key: string, load: () => Promise<T>, { keepAcrossWritesMs = 0 } = {}): Promise<T> {
  const generation = getPagesGeneration(context);
  if (generation === null) return load();
  const hit = memo.get(key);
  if (hit && (hit.generation === generation || Date.now() - hit.loadedAt < keepAcrossWritesMs)) return hit.value as Promise<T>;
  // Run once, kept as its result: a Drizzle query is a lazy thenable that runs again each time it
  // is awaited, so keeping it as returned would have read the database on every visit.
  const value = Promise.resolve(load());
  memo.set(key, { generation, value, loadedAt: Date.now() });
  // A failed read must not be served until the next write.
  value.catch(() => {
    if (memo.get(key)?.value === value) memo.delete(key);
  });
  return value;
}
