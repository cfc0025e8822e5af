/**
 * A part of a page that depends on who reads it: the header's account buttons, a student's own
 * places, later the marks on reviews. The page every visitor shares marks where each part begins
 * and ends, and a signed-in reader's page is that shared page with these parts rendered again for
 * them alone (server/rendering/composition.server.tsx, decision record 014).
 *
 * The part is rendered again from the same element, so what it shows of the reader must come from
 * hooks inside it (`useViewer`, a route's loader data), never from a prop computed outside: a prop
 * keeps the shared page's value. Names are unique within a page.
 *
 * `sameFor` says what of the reader's layer the part shows: readers for whom it gives the same text
 * get the same HTML, rendered once per shared page. It must name everything the part reads of the
 * layer; outside production each such HTML is rendered again and compared (composition.server.tsx).
 */
import { createContext, type ReactNode, use } from "react";

import { VIEWER_PART_ATTRIBUTE, VIEWER_PART_END_ATTRIBUTE, type ViewerLayer } from "~/lib/viewer-layer";

/** What of a reader's layer a part shows, as text (see `sameFor` above). */
export type SameFor = (layer: ViewerLayer) => string;

export interface SeenPart {
  name: string;
  element: ReactNode;
  sameFor?: SameFor;
}

/** The parts a server render met, in the order of the page, with the element each was rendered from. */
export class ViewerPartsSeen {
  readonly parts: SeenPart[] = [];
  private readonly names = new Set<string>();
  /** A name met twice: the page cannot be composed (its parts could not be told apart). */
  repeated: string | null = null;

  add(part: SeenPart): void {
    if (this.names.has(part.name)) this.repeated ??= part.name;
    this.names.add(part.name);
    this.parts.push(part);
  }
}

/** Given only while the server renders a document; absent in the browser. */
export const ViewerPartsSeenContext = createContext<ViewerPartsSeen | null>(null);

export function ViewerPart({ name, sameFor, children }: { name: string; sameFor?: SameFor; children: ReactNode }) {
  use(ViewerPartsSeenContext)?.add({ name, element: children, sameFor });
  const start = { [VIEWER_PART_ATTRIBUTE]: name };
  const end = { [VIEWER_PART_END_ATTRIBUTE]: name };
  return (
    <>
      <template {...start} />
      {children}
      <template {...end} />
    </>
  );
}
