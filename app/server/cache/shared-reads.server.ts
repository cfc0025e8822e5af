/**
 * Reads that give every reader the same answer (a subject's page, a university's careers, the
 * home's lists) are run once per generation of the public pages and shared by every request of
 * that generation: a write that makes the cached pages stale makes these stale too, in every
 * process, so a signed-in student never sees older lists than a visitor, and pages the page cache
 * cannot serve (signed in, or carrying another site's cookie) render without reading the database
 * again. A domain module marks such a read where it defines it (`sharedRead`); it is keyed by its
 * name, which no other shared read may have (checked as the modules load), and its arguments, so
 * no caller needs to know it is shared. Only reads of what every visitor may see are shared: a
 * moderator's queues, a student's own lists are read per request.
 *
 * The generation comes from the request (the root middleware `sharedReadsMiddleware` takes it from
 * the router context): unknown (Redis unreachable), in a write's own response (which must show
 * what it just wrote) and outside a request (scripts, tests), every read runs. A value that is
 * costly and only indicative (the platform totals) may ask to be kept a minimum time across
 * writes. Callers must not change what they get: other requests share it. Outside production a
 * shared value is frozen, objects and arrays all the way down, so a caller that sorts or edits one
 * in place fails in the tests instead of changing another request's page; production skips the walk.
 */
import { AsyncLocalStorage } from "node:async_hooks";

import { LRUCache } from "lru-cache";
import type { MiddlewareFunction } from "react-router";

import { getPagesGeneration } from "~/server/request/request-context.server";

/** Bounds what changes outside the app (a database edit) can leave stale, as the page cache does. */
const FRESH_MS = 5 * 60_000;

const memo = new LRUCache<string, { generation: string; value: Promise<unknown>; loadedAt: number }>({
  max: 1_000,
  ttl: FRESH_MS,
});

const requestGeneration = new AsyncLocalStorage<string | null>();

/** Runs `work` as a request of `generation` does: its shared reads shared with every other one of that generation. */
export function inGeneration<T>(generation: string | null, work: () => T): T {
  return requestGeneration.run(generation, work);
}

/** Root middleware: the loaders of this request share reads under the generation the edge found (request-context.server.ts). */
export const sharedReadsMiddleware: MiddlewareFunction<Response> = ({ context }, next) =>
  inGeneration(getPagesGeneration(context), next);

export interface SharedReadOptions {
  /** Kept this long even when a write happened since (for indicative figures that are costly to read). */
  keepAcrossWritesMs?: number;
}

/** Whether shared values are frozen before they are shared (read at each value: tests may set it late). */
const freezesShared = () => process.env.NODE_ENV !== "production";

/** Freezes the plain objects and arrays of a value, all the way down; dates and class instances as they are. */
function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  const prototype = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && prototype !== Object.prototype && prototype !== null) return value;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
  return value;
}

/** The names of the shared reads this module has defined: one read each. */
const definedNames = new Set<string>();

/**
 * `read`, shared between the requests of one generation of the public pages (see above), under a
 * `name` no other shared read has. In development an edited module is loaded again and defines its
 * reads again, so there a name may come twice.
 */
export function sharedRead<Args extends unknown[], T>(
  name: string,
  read: (...args: Args) => Promise<T>,
  { keepAcrossWritesMs = 0 }: SharedReadOptions = {},
): (...args: Args) => Promise<T> {
  if (definedNames.has(name) && process.env.NODE_ENV !== "development")
    throw new Error(`Dos lecturas compartidas se llaman «${name}»: cada una necesita un nombre propio.`);
  definedNames.add(name);
  return (...args) => {
    const generation = requestGeneration.getStore() ?? null;
    if (generation === null) return read(...args);
    const key = args.length === 0 ? name : `${name}:${JSON.stringify(args)}`;
    const hit = memo.get(key);
    if (hit && (hit.generation === generation || Date.now() - hit.loadedAt < keepAcrossWritesMs))
      return hit.value as Promise<T>;
    // Run once, kept as its result: a Drizzle query is a lazy thenable that runs again each time it
    // is awaited, so keeping it as returned would read the database on every visit.
    const value = Promise.resolve(read(...args)).then((result) => (freezesShared() ? deepFreeze(result) : result));
    memo.set(key, { generation, value, loadedAt: Date.now() });
    // A failed read must not be served until the next write.
    value.catch(() => {
      if (memo.get(key)?.value === value) memo.delete(key);
    });
    return value;
  };
}
