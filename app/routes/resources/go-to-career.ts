import { data } from "react-router";

import { isUuid } from "~/lib/ids";
import { findVisibleCareer, listCareerOptions } from "~/server/catalog/home.server";
import { redirectTo } from "~/server/request/redirects.server";

import type { Route } from "./+types/go-to-career";

/**
 * The home explore form's endpoint (works without JavaScript):
 * - `?career=<uuid>[&universidad=<uuid>]` → redirect to /career/{id}. A malformed, unknown or
 *   hidden career — or one of another university than the one chosen — goes back to the form,
 *   keeping the chosen university when there is one.
 * - `?careersOf=<uuid>` → JSON `{ universityId, careers, failed }`: the enabled careers of that
 *   university, read by the form's fetcher when JavaScript is on.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);

  if (url.searchParams.has("careersOf")) {
    const param = url.searchParams.get("careersOf");
    const universityId = isUuid(param) ? param.toLowerCase() : null;
    if (!universityId) return data({ universityId, careers: [], failed: false });
    try {
      const careers = await listCareerOptions(universityId);
      return data({ universityId, careers, failed: false }, { headers: { "Cache-Control": "private, max-age=60" } });
    } catch (error) {
      // A thrown error would replace the home page with the error boundary: answer an empty list.
      console.error("Error al cargar la lista de carreras", error);
      return data({ universityId, careers: [], failed: true });
    }
  }

  const careerId = url.searchParams.get("career");
  const universityId = url.searchParams.get("universidad");
  const validUniversity = isUuid(universityId) ? universityId.toLowerCase() : null;
  if (isUuid(careerId)) {
    const career = await findVisibleCareer(careerId);
    if (career && (!validUniversity || career.universityId === validUniversity))
      throw redirectTo(`/career/${career.id}`);
  }
  throw redirectTo(validUniversity ? `/?universidad=${validUniversity}#explorar` : "/#explorar");
}
