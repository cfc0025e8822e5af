import { publicSiteUrl } from "~/server/auth/auth.server";
import { sitemapFiles, sitemapIndexXml, XML_HEADERS } from "~/server/seo/sitemap.server";
import type { Route } from "./+types/sitemap-index";

/** GET /sitemap.xml — the sitemap index: one entry per page of at most 50,000 URLs. */
export async function loader({ context }: Route.LoaderArgs) {
  return new Response(sitemapIndexXml(publicSiteUrl(), await sitemapFiles(context)), { headers: XML_HEADERS });
}
