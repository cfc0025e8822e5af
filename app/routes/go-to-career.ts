import { data, redirect } from "react-router";
import { findVisibleCareer, isUuid, listCareerOptions } from "~/server/home.server";
import type { Route } from "./+types/go-to-career";

/**
 * The home explore form's endpoint (works without JavaScript):
 * - `?career=<uuid>[&universidad=<uuid>]` → redirect to /career/{id}. A malformed, unknown or
 *   hidden career — or one of another university than the one chosen — goes back to the form,
 *   keeping the chosen university when there is one.
 * - `?careersOf=<uuid>` → JSON `{ universityId, careers }`: the enabled careers of that
 *   university, read by the form's fetcher when JavaScript is on.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);

  if (url.searchParams.has("careersOf")) {
    const universityId = url.searchParams.get("careersOf");
    const careers = isUuid(universityId) ? await listCareerOptions(universityId) : [];
    return data({ universityId, careers }, { headers: { "Cache-Control": "private, max-age=60" } });
  }

  const careerId = url.searchParams.get("career");
  const universityId = url.searchParams.get("universidad");
  const validUniversity = isUuid(universityId) ? universityId : null;
  if (isUuid(careerId)) {
    const career = await findVisibleCareer(careerId);
    if (career && (!validUniversity || career.universityId === validUniversity)) throw redirect(`/career/${career.id}`);
  }
  throw redirect(validUniversity ? `/?universidad=${validUniversity}#explorar` : "/#explorar");
}
