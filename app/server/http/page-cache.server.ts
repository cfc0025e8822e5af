/**
 * Render once, serve many: anonymous visitors' GET responses (pages and their `.data`) are kept,
 * with their compressed forms, in a cache bounded by bytes and keyed by what they vary on (path,
 * query, theme). A page is fresh while no write happened since it was rendered (the generation,
 * page-generation.server.ts) and for at most `freshMs`. When it goes stale, one request renders it
 * again while the others are served the previous copy; when it is missing, concurrent requests wait
 * for the same render instead of rendering it each.
 */
import { LRUCache } from "lru-cache";

import { COOKIE_CONSENT_COOKIE } from "~/lib/cookie-consent";
import { THEME_COOKIE } from "~/lib/theme";
import type { PageGeneration } from "~/server/http/page-generation.server";
import type { RenderedPage } from "~/server/http/rendered-page.server";

/** Cookies a visitor may carry and still share cached pages: each is part of a page's key. */
export const PAGE_VARIANT_COOKIES: ReadonlySet<string> = new Set([THEME_COOKIE, COOKIE_CONSENT_COOKIE]);

export type CacheOutcome = "hit" | "stale" | "miss" | "shared" | "bypass";

export interface PageCacheOptions {
  generation: PageGeneration;
  maxBytes: number;
  freshMs: number;
}

interface Entry {
  page: RenderedPage;
  generation: string;
  storedAt: number;
}

export class PageCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly renders = new Map<string, Promise<RenderedPage>>();

  constructor(private readonly options: PageCacheOptions) {
    this.entries = new LRUCache<string, Entry>({
      maxSize: options.maxBytes,
      sizeCalculation: (entry) => Math.max(1, entry.page.weight()),
    });
  }

  /**
   * The page for `key`: from the cache, or rendered by `render` (and kept when it may be shared).
   * `render` is told the generation it renders under (null when unknown). `stale: false` never
   * answers with a page rendered before the last write (a signed-in reader's page is composed
   * from it, and must show what its reader just wrote).
   */
  async serve(
    key: string,
    render: (generation: string | null) => Promise<RenderedPage>,
    { stale = true }: { stale?: boolean } = {},
  ): Promise<{ page: RenderedPage; outcome: CacheOutcome }> {
    const generation = this.options.generation.current();
    if (generation === null) return { page: await render(null), outcome: "bypass" };
    const entry = this.entries.get(key);
    if (entry && this.isFresh(entry, generation)) return { page: entry.page, outcome: "hit" };

    const inFlight = this.renders.get(key);
    if (inFlight) {
      if (entry && stale) return { page: entry.page, outcome: "stale" };
      const shared = await inFlight.catch(() => null);
      // A page that may not be shared (it sets a cookie, say) is rendered for each request.
      if (shared?.shareable) return { page: shared, outcome: "shared" };
      return { page: await render(generation), outcome: "bypass" };
    }

    const rendering = render(generation);
    this.renders.set(key, rendering);
    try {
      const page = await rendering;
      if (page.shareable) this.entries.set(key, { page, generation, storedAt: Date.now() });
      return { page, outcome: "miss" };
    } finally {
      this.renders.delete(key);
    }
  }

  /** The page kept for `key` while it is fresh, or null: never renders, never waits. */
  fresh(key: string): RenderedPage | null {
    const generation = this.options.generation.current();
    if (generation === null) return null;
    const entry = this.entries.get(key);
    return entry && this.isFresh(entry, generation) ? entry.page : null;
  }

  private isFresh(entry: Entry, generation: string): boolean {
    return entry.generation === generation && Date.now() - entry.storedAt < this.options.freshMs;
  }

  get size(): number {
    return this.entries.size;
  }
}
