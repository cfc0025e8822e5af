/**
 * The addresses of merged entries: a subject's, professor's or career's old page answers 301 with
 * the page of the entry it was merged into, so links, bookmarks and search engines follow it, and a
 * form sent from the old page (a review typed before the merge) acts on the entry kept.
 */
import { and, eq } from "drizzle-orm";

import { catalogEntryHref } from "~/lib/catalog-report-links";
import type { CatalogEntryKind } from "~/lib/catalog-reports";
import { getDb } from "~/server/db/client.server";
import { mergedEntries } from "~/server/db/schema";
import { redirectTo } from "~/server/request/redirects.server";

type MergedKind = CatalogEntryKind;

/** The entry `id` was merged into, or null when it was not merged. */
export async function keptEntryOf(kind: MergedKind, id: string): Promise<string | null> {
  const [merged] = await getDb()
    .select({ keptId: mergedEntries.keptId })
    .from(mergedEntries)
    .where(and(eq(mergedEntries.oldId, id), eq(mergedEntries.kind, kind)));
  return merged?.keptId ?? null;
}

/** Throws the 301 to the kept entry's page when `id` was merged into it (keeping the query); returns otherwise. */
export async function redirectIfMerged(kind: MergedKind, id: string, request: Request): Promise<void> {
  const keptId = await keptEntryOf(kind, id);
  if (keptId) throw redirectTo(`${catalogEntryHref(kind, keptId)}${new URL(request.url).search}`, { status: 301 });
}
