/**
 * What a request must look like before the app reads it. React Router needs a Fetch `Request`,
 * and building one from a request the site does not serve throws (a 500); these requests are
 * answered at the door instead, with a short Spanish page and no error in the log:
 *
 * - a method other than GET, HEAD and POST (TRACE, PUT, a made-up one): 405 with `Allow`;
 * - a `Host` header that is not a host name or address with an optional port: 400;
 * - a path that starts with `//` or `/\` (as a URL it would name another host), or a target that
 *   is not a path at all (`http://host/…`, the form for proxies): 404.
 *
 * The query string is read here once, for every route: names and values are cleaned by the rule
 * of typed text (~/lib/typed-text.ts), so no loader, today's or a future one, can pass a NUL or
 * another meaningless character on to the database. A search holding one is simply run without it.
 */
import type { RequestHandler, Response as ExpressResponse } from "express";

import { cleanTypedText } from "~/lib/typed-text";

const SERVED_METHODS = ["GET", "HEAD", "POST"] as const;

export const EDGE_MESSAGES = {
  method: {
    title: "Método no permitido",
    text: "Esta dirección solo admite consultas (GET) y envíos de formularios (POST).",
  },
  host: { title: "Solicitud no válida", text: "La cabecera Host de la solicitud no es un nombre de servidor válido." },
  notFound: { title: "Página no encontrada", text: "La página que buscas no existe o ha sido movida." },
  error: { title: "Algo salió mal", text: "Ha ocurrido un error inesperado. Por favor, inténtalo de nuevo más tarde." },
} as const;

/** A host name (letters, digits, dots, hyphens, underscores) or a bracketed IPv6 address, then an optional port. */
const HOST = /^(?:[A-Za-z0-9._-]+|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/;

export function isValidHost(host: string): boolean {
  const match = HOST.exec(host);
  if (!match || (match[1] !== undefined && Number(match[1]) > 65_535)) return false;
  try {
    new URL(`http://${host}`);
    return true;
  } catch {
    return false;
  }
}

export const requestShape: RequestHandler = (req, res, next) => {
  if (!(SERVED_METHODS as readonly string[]).includes(req.method)) {
    res.setHeader("Allow", SERVED_METHODS.join(", "));
    sendEdgePage(res, 405, EDGE_MESSAGES.method);
    return;
  }
  const host = req.headers.host;
  if (host !== undefined && !isValidHost(host)) {
    sendEdgePage(res, 400, EDGE_MESSAGES.host);
    return;
  }
  if (!req.url.startsWith("/") || req.url[1] === "/" || req.url[1] === "\\") {
    sendEdgePage(res, 404, EDGE_MESSAGES.notFound);
    return;
  }
  const cleaned = cleanQueryString(req.url);
  if (cleaned !== req.url) {
    req.url = cleaned;
    req.originalUrl = cleaned;
  }
  next();
};

/** The URL with its query string cleaned; the same string when nothing needed cleaning. */
export function cleanQueryString(url: string): string {
  const at = url.indexOf("?");
  if (at === -1) return url;
  let changed = false;
  const clean = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(url.slice(at + 1))) {
    // Line breaks stay: a text area's value can come back in the query of a GET step of a form.
    const cleanName = cleanTypedText(name, "lines");
    const cleanValue = cleanTypedText(value, "lines");
    if (cleanName !== name || cleanValue !== value) changed = true;
    clean.append(cleanName, cleanValue);
  }
  return changed ? `${url.slice(0, at)}?${clean}` : url;
}

/** A complete page for an answer given before React Router runs (it has no layout, no script). */
export function sendEdgePage(res: ExpressResponse, status: number, message: { title: string; text: string }): void {
  res
    .status(status)
    .type("html")
    .send(
      `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${message.title} · UniOpina</title></head>` +
        `<body><main><h1>${message.title}</h1><p>${message.text}</p><p><a href="/">Volver al inicio</a></p></main></body></html>`,
    );
}
