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
