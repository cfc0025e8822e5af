/** Reading Explore's HTML in tests: its results section. */

/** The results section of the page (the search box and the page's data excluded). */
export function resultsOf(html: string): string {
  const start = html.indexOf('id="explorar-resultados"');
  return html.slice(start, html.indexOf("</section>", start));
}
