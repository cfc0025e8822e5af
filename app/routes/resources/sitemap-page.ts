import { data } from "react-router";

import { publicSiteUrl } from "~/server/core/site.server";
import { sitemapFileEntries, urlSetXml, XML_HEADERS } from "~/server/seo/sitemap.server";

import type { Route } from "./+types/sitemap-page";

/** GET /sitemaps/{familia}-{n}.xml — one page of the sitemap (see server/seo/sitemap.server.ts). */
export async function loader({ params }: Route.LoaderArgs) {
  const entries = await sitemapFileEntries(params.file);
  if (!entries) throw data("Sitemap no encontrado", { status: 404 });
  return new Response(urlSetXml(publicSiteUrl(), entries), { headers: XML_HEADERS });
}
