/** A page's text as the browser shows it: React escapes quotes, angle brackets and ampersands in text and attributes. */
export function unescapeHtml(html: string): string {
  return html.replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");
}
