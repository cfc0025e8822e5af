import type { ScreeningOutcome } from "~/server/moderation/screening.server";

/** A text as a student could write it, and what a careful moderator would decide for it. */
export interface ScreeningExample {
  text: string;
  expected: ScreeningOutcome;
}

/** A class of what the screening must catch, with the hard clean cases of its class. */
export interface ScreeningClass {
  name: string;
  examples: ScreeningExample[];
}
