/**
 * What one client address may send to the plan and professor forms in an hour, whoever is signed
 * in: a bound on what many accounts behind one address can add.
 */
import type { RouterContextProvider } from "react-router";

import { PLAN_SENDS_PER_ADDRESS_HOUR } from "~/lib/plan-form";
import { isThrottled, recordAttempt, throttleAddress, type ThrottleRule } from "~/server/core/throttle.server";
import { getClientAddress } from "~/server/request/request-context.server";

const ADDRESS_THROTTLE: ThrottleRule = { limit: PLAN_SENDS_PER_ADDRESS_HOUR, windowSeconds: 60 * 60 };

/** Counts this send against its address; true when the address has used up the hour. */
export async function addressOverLimit(context: Readonly<RouterContextProvider>): Promise<boolean> {
  const keys = [`plan:address:${throttleAddress(getClientAddress(context))}`];
  if (await isThrottled(keys, ADDRESS_THROTTLE)) return true;
  await recordAttempt(keys, ADDRESS_THROTTLE);
  return false;
}
