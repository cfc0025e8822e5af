/**
 * The screening as writes use it: with the hosts a text may link to without being flagged, every
 * catalog university's website and e-mail domains as the database holds them, so a university or
 * a domain added by the moderators counts at once (the screening itself stays a pure function).
 */
import { websiteHost } from "~/lib/website-host";
import { getDb } from "~/server/db/client.server";
import { emailDomains, universities } from "~/server/db/schema";
import { type ScreeningResult, screenText } from "~/server/screening/screening.server";

/** The catalog's hosts: each university's website without `www.`, and every e-mail domain. */
export async function catalogHosts(): Promise<ReadonlySet<string>> {
  const [sites, domains] = await Promise.all([
    getDb().select({ website: universities.website }).from(universities),
    getDb().select({ domain: emailDomains.domain }).from(emailDomains),
  ]);
  const hosts = new Set(domains.map((row) => row.domain));
  for (const { website } of sites) {
    const host = website ? websiteHost(website) : null;
    if (host) hosts.add(host);
  }
  return hosts;
}

/** `screenText` with the catalog's hosts: what students write as sentences (reviews, comments, posts, replies). */
export async function screenAgainstCatalog(input: Parameters<typeof screenText>[0]): Promise<ScreeningResult> {
  return screenText(input, await catalogHosts());
}

/**
 * Names and catalog entries (a professor, a career, a request for a new entry) by the rules alone:
 * the classifier learned from sentences, and fields joined together read like none it saw.
 */
export async function screenNamesAgainstCatalog(input: Parameters<typeof screenText>[0]): Promise<ScreeningResult> {
  return screenText(input, await catalogHosts(), null);
}
