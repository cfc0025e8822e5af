import { publicSiteUrl } from "~/server/core/site.server";

/**
 * Paths crawlers may skip: pages only a signed-in student sees, form endpoints, the review
 * dialogs' pages (one per review, already marked noindex) and the account pages of e-mail links.
 */
const DISALLOWED = [
  "/profile",
  "/resenas/",
  "/newsletter",
  "/preferencias/",
  "/logout",
  "/ir/",
  "/api/",
  "/dev/",
  "/verificar-correo",
  "/olvide-contrasena",
  "/restablecer-contrasena",
  "/cuenta-eliminada",
];

/** GET /robots.txt */
export function loader() {
  const body = [
    "User-agent: *",
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${publicSiteUrl()}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
