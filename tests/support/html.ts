import { DomUtils, parseDocument } from "htmlparser2";

import { textOf } from "./no-script-browser";

/** A page's text as the browser shows it: React escapes quotes, angle brackets and ampersands in text and attributes. */
export function unescapeHtml(html: string): string {
  return html.replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");
}

/** What a reader sees inside each element whose accessible name (aria-label) matches: the visible text of a labelled control. */
export function textsLabelled(html: string, label: RegExp): string[] {
  const labelled = DomUtils.findAll((element) => label.test(element.attribs["aria-label"] ?? ""), parseDocument(html).children);
  return labelled.map((element) => textOf(element));
}
