/** A website's host as the catalog compares them: lower case, without `www.`, the scheme optional; null when it is no address. */
export function websiteHost(website: string): string | null {
  if (!website) return null;
  try {
    return new URL(/^https?:\/\//i.test(website) ? website : `http://${website}`).hostname
      .toLowerCase()
      .replace(/^www\./, "");
  } catch {
    return null;
  }
}
