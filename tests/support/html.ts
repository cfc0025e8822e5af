import { DomUtils, parseDocument } from "htmlparser2";

import { textOf } from "./no-script-browser";

/** A page's text as the browser shows it: React escapes quotes, angle brackets and ampersands in text and attributes. */
export function unescapeHtml(html: string): string {
  return html
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

/**
 * What a reader sees inside each element whose accessible name matches (its aria-label, or the
 * text of the elements its aria-labelledby names): the visible text of a labelled control or
 * section.
 */
export function textsLabelled(html: string, label: RegExp): string[] {
  const document = parseDocument(html);
  const textById = (id: string) => {
    const named = DomUtils.findOne((element) => element.attribs.id === id, document.children);
    return named ? textOf(named) : "";
  };
  const nameOf = (attribs: Record<string, string>) =>
    attribs["aria-label"] ?? (attribs["aria-labelledby"] ?? "").split(/\s+/).filter(Boolean).map(textById).join(" ");
  const labelled = DomUtils.findAll(
    (element) =>
      (element.attribs["aria-label"] !== undefined || element.attribs["aria-labelledby"] !== undefined) &&
      label.test(nameOf(element.attribs)),
    document.children,
  );
  return labelled.map((element) => textOf(element));
}
