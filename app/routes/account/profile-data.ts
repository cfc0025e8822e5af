import { requireViewer } from "~/server/permissions.server";
import { exportUserData } from "~/server/profiles/account-data.server";

import type { Route } from "./+types/profile-data";

/** GET /profile/datos — 'Descargar mis datos': everything stored about the signed-in student. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireViewer(context, request);
  const export_ = await exportUserData(viewer.id);
  return new Response(JSON.stringify(export_, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="uniopina-mis-datos.json"`,
      "Cache-Control": "no-store",
    },
  });
}
