/**
 * Waiting for what the app does after it has answered: an e-mail sent in the background, a page
 * change that reaches another instance through Redis or another worker through the primary.
 *
 * The limit is the suite's own hang guard, not a speed requirement: on a loaded machine these
 * arrive later, never wrongly, so a short limit would make a test depend on the machine's speed.
 */
import { vi } from "vitest";

const HANG_LIMIT_MS = 100_000;

/** Polls `probe` (Vitest's `waitUntil`) until it returns a truthy value, and returns that value. */
export async function eventually<T>(
  probe: () => T | Promise<T>,
  what: string,
  intervalMs = 50,
): Promise<NonNullable<T>> {
  try {
    return (await vi.waitUntil(probe, { timeout: HANG_LIMIT_MS, interval: intervalMs })) as NonNullable<T>;
  } catch (error) {
    throw new Error(`No ocurrió en ${HANG_LIMIT_MS / 1000} s: ${what}`, { cause: error });
  }
}
