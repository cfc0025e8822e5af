import { layerValuesAt, readerKindIn, type ViewerLayer } from "~/lib/viewer-layer";

/**
 * What a page of reviews shows only its reader: the reviews they liked, reported and wrote. The
 * list itself is the same for every reader (shared reads); the marks are read apart, so a signed-in
 * reader's page can be composed from the shared one (decision record 014).
 */
export interface ReviewMarks {
  liked: string[];
  reported: string[];
  own: string[];
}

export const NO_REVIEW_MARKS: ReviewMarks = { liked: [], reported: [], own: [] };

/**
 * Where a reviewed page keeps its reader's values (`reviewMarks`, `reviewForm`): the route, and the
 * keys down its loader data to the object that holds them. Its parts read them there, so they
 * render the same in the page and when rendered again for one reader.
 */
export interface ReviewReaderAt {
  routeId: string;
  path: readonly string[];
}

/** What a review's like or report shows of a reader's layer: signed in or not, and their marks on it. */
export function reviewMarksIn(layer: ViewerLayer, at: ReviewReaderAt, reviewId: string): string {
  const marks = (layerValuesAt(layer, at)?.reviewMarks as ReviewMarks | undefined) ?? NO_REVIEW_MARKS;
  const own = marks.own.includes(reviewId);
  return `${readerKindIn(layer)} ${own} ${marks.liked.includes(reviewId)} ${marks.reported.includes(reviewId)}`;
}
