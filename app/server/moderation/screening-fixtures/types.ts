import type { ScreeningOutcome } from "~/server/moderation/screening.server";

/** A text as a student could write it, and what a careful moderator would decide for it. */
export interface ScreeningExample {
  text: string;
  expected: ScreeningOutcome;
}
