/**
 * The HTTP layer in front of React Router: everything that must hold for every response (security
 * headers, the client address, the cross-site guard, the body limit, caching and compression,
 * static assets), in one Express app that the production server, the development server and the
 * tests all use.
 */
import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";

import express, {
  type ErrorRequestHandler,
  type Express,
  type Request as ExpressRequest,
  type RequestHandler,
} from "express";
import expressStaticGzip from "express-static-gzip";
import helmet from "helmet";
import onHeaders from "on-headers";
import type { ServerBuild } from "react-router";

import type { Env } from "~/server/core/env.server";
import { siteUrl } from "~/server/core/site.server";
import { answerFromCache } from "~/server/http/cache-hits.server";
import { healthRoutes } from "~/server/http/health.server";
import { PageCache } from "~/server/http/page-cache.server";
import { localPageGeneration, type PageGeneration } from "~/server/http/page-generation.server";
import { EDGE_MESSAGES, requestShape, sendEdgePage } from "~/server/http/request-shape.server";
import { routerHandler } from "~/server/http/router-handler.server";
import type { RequestFacts } from "~/server/request/request-context.server";

/** What the edge establishes for every request, before the page generation is known (router-handler.server.ts adds it). */
type EdgeFacts = Omit<RequestFacts, "pagesGeneration">;

declare global {
  namespace Express {
    interface Locals {
      edgeFacts: EdgeFacts;
    }
  }
}

/** How long a cached page may be served without a write having happened: bounds changes made outside the app. */
const PAGE_FRESH_MS = 5 * 60_000;

export interface HttpAppOptions {
  env: Env;
  /** The React Router server build, or how to load it on each request (Vite in development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Middlewares that go right before the router (Vite's dev server). */
  beforeRouter?: RequestHandler[];
  /** Serve `build/client` (production); the Vite dev server serves sources in development. */
  serveBuiltAssets?: boolean;
  /** Shared with the other processes when there are several (default: this process alone). */
  generation?: PageGeneration;
}

/**
 * The HTTP server, not yet listening. A fresh cached page for an anonymous visitor is answered
 * before Express (cache-hits.server.ts, decision record 013); every other request goes through it.
 */
export function createHttpServer({ generation = localPageGeneration(), ...options }: HttpAppOptions): Server {
  const { PAGE_CACHE_MB } = options.env;
  const pageCache =
    PAGE_CACHE_MB > 0
      ? new PageCache({ generation, maxBytes: PAGE_CACHE_MB * 1024 * 1024, freshMs: PAGE_FRESH_MS })
      : undefined;
  const app = createExpressApp({ ...options, generation }, pageCache);
  return createServer(pageCache ? (req, res) => answerFromCache(pageCache, req, res) || app(req, res) : app);
}

function createExpressApp(
  {
    env,
    build,
    beforeRouter = [],
    serveBuiltAssets = false,
    generation,
  }: HttpAppOptions & { generation: PageGeneration },
  pageCache: PageCache | undefined,
): Express {
  const site = new URL(siteUrl(env));
  const app = express();
  app.disable("x-powered-by");
  // A hop count or the proxies' addresses, never `true`: only hops we trust may name the client.
  app.set("trust proxy", env.TRUST_PROXY);

  app.use(establishFacts(site.origin));
  app.use(securityHeaders(env, site));
  app.use(requestShape);

  app.use(healthRoutes({ generation, sharedSignal: Boolean(env.REDIS_URL) }));

  if (serveBuiltAssets) {
    // Compressed once at build time (scripts/precompress.ts), served as files. Fingerprinted
    // assets can be cached forever; the rest of /public briefly.
    const precompressed = { enableBrotli: true, orderPreference: ["br", "gzip"] };
    app.use(
      "/assets",
      expressStaticGzip("build/client/assets", { ...precompressed, serveStatic: { immutable: true, maxAge: "1y" } }),
    );
    const publicFiles = expressStaticGzip("build/client", { ...precompressed, serveStatic: { maxAge: "1h" } });
    // Only paths that name a file look in the folder: a page request costs no file-system lookup.
    app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()));
  }
  if (beforeRouter.length > 0) app.use(...beforeRouter);
  // Mounted without a path pattern: a pattern makes Express decode the path into parameters nobody
  // reads, and a path that is not valid percent-encoded UTF-8 (`/profesor/%dc`) threw there, a 500
  // before React Router could answer its 404 (tests/fuzz/get.test.ts).
  app.use(routerHandler({ build, mode: env.NODE_ENV, generation, pageCache }));
  app.use(lastResortErrorPage);
  return app;
}

/**
 * The request's facts (request-context.server.ts), kept in `res.locals` for the router handler,
 * which hands them to React Router in the router context. A write whose origin we checked no longer
 * carries `Origin`: React Router's own check would answer a bare 400 with a stack trace behind a
 * proxy; a cross-site one is marked so the root middleware answers the app's Spanish 403 page.
 */
function establishFacts(siteOrigin: string): RequestHandler {
  return (req, res, next) => {
    const facts: EdgeFacts = {
      clientAddress: req.ip ?? req.socket.remoteAddress ?? "desconocida",
      viaProxy: req.headers["x-forwarded-for"] !== undefined || req.headers.forwarded !== undefined,
      cspNonce: randomBytes(18).toString("base64"),
      crossSiteWrite: false,
    };
    if (isWrite(req)) {
      if (isCrossSite(req, siteOrigin)) {
        console.warn(
          `Solicitud entre sitios rechazada: ${req.method} ${req.path} (Origin: ${req.get("Origin") ?? "-"}, Sec-Fetch-Site: ${req.get("Sec-Fetch-Site") ?? "-"})`,
        );
        facts.crossSiteWrite = true;
      }
      delete req.headers.origin;
      // A body refused as too large is left unread: close the connection rather than let Node
      // drain the rest of it.
      onHeaders(res, () => {
        if (res.statusCode === 413) res.setHeader("Connection", "close");
      });
    }
    res.locals.edgeFacts = facts;
    next();
  };
}

function isWrite(req: ExpressRequest): boolean {
  return req.method !== "GET" && req.method !== "HEAD" && req.method !== "OPTIONS";
}

/**
 * CSRF defence in depth (SameSite=Lax cookies already stay home on cross-site posts): a write
 * whose browser says it comes from another site, or whose Origin is neither this request's nor the
 * public site's, is refused. A browser's own word that the form is this site's (`Sec-Fetch-Site`,
 * which no page can set) is believed over `Origin: null`: a page sent with `Referrer-Policy:
 * no-referrer` (the e-mailed links' pages) makes the browser post its forms with that Origin.
 */
function isCrossSite(req: ExpressRequest, siteOrigin: string): boolean {
  const fetchSite = req.get("Sec-Fetch-Site");
  if (fetchSite === "cross-site") return true;
  if (fetchSite === "same-origin") return false;
  const origin = req.get("Origin");
  if (origin === undefined) return false;
  if (origin === "null") return true;
  return origin !== `${req.protocol}://${req.get("Host")}` && origin !== siteOrigin;
}

/**
 * Headers of every response, pages, data, assets and errors alike. Inline scripts run only with
 * this response's nonce (React Router puts it on its own); development reports instead of
 * blocking, because Vite's hot reload injects code of its own.
 */
function securityHeaders(env: Env, site: URL): RequestHandler {
  const https = site.protocol === "https:";
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      reportOnly: env.NODE_ENV === "development",
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.edgeFacts.cspNonce}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Images from anywhere (a post's image is an address its author typed): an image cannot run
        // code. On an https site `upgrade-insecure-requests` turns http images into https ones.
        imgSrc: ["'self'", "data:", "https:", ...(https ? [] : ["http:"])],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
    crossOriginEmbedderPolicy: false,
  });
}

/** Reached only when the router itself failed; the router renders every other error page. */
const lastResortErrorPage: ErrorRequestHandler = (error, _req, res, _next) => {
  console.error("Error no controlado en el servidor HTTP", error);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  sendEdgePage(res, 500, EDGE_MESSAGES.error);
};
