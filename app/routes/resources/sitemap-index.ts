import { publicSiteUrl } from "~/server/core/site.server";
import { sitemapFiles, sitemapIndexXml, XML_HEADERS } from "~/server/seo/sitemap.server";

/** GET /sitemap.xml — the sitemap index: one entry per page of at most 50,000 URLs. */
export async function loader() {
  return new Response(sitemapIndexXml(publicSiteUrl(), await sitemapFiles()), { headers: XML_HEADERS });
}
