import { academicYearOf } from "~/lib/academic-terms";

/** A course every review form accepts whenever the test runs: the one before the current. */
export const REVIEW_COURSE = String(academicYearOf(new Date()) - 1);
