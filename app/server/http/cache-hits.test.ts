import type { IncomingMessage, ServerResponse } from "node:http";

import { describe, expect, it } from "vitest";

import { answerFromCache } from "~/server/http/cache-hits.server";
import { PageCache } from "~/server/http/page-cache.server";
import { localPageGeneration } from "~/server/http/page-generation.server";
import { RenderedPage } from "~/server/http/rendered-page.server";

const HTML = [["content-type", "text/html; charset=utf-8"]] as const;
const BODY = Buffer.from(`<!doctype html><html><body>${"una página ".repeat(200)}</body></html>`);

/** A cache holding the home page, rendered once, its identity and Brotli responses sent once each. */
async function cacheWithHome() {
  const generation = localPageGeneration();
  const cache = new PageCache({ generation, maxBytes: 1024 * 1024, freshMs: 60_000 });
  const page = new RenderedPage(200, HTML, BODY, "default-src 'self'; script-src 'nonce-abc'", true);
  await cache.serve("/||", async () => page);
  page.recordSent(null, { "content-type": "text/html; charset=utf-8", "content-length": BODY.length }, BODY);
  const brotli = await page.encoded("br");
  page.recordSent("br", { "content-encoding": "br", "content-length": brotli.length }, brotli);
  return { cache, generation, brotli };
}

function request(headers: Record<string, string> = {}, url = "/", method = "GET") {
  return { method, url, headers: { host: "localhost:3000", ...headers } } as unknown as IncomingMessage;
}

/** A response that records what was written to it. */
function response() {
  const written: { status?: number; headers?: Record<string, unknown>; body?: Buffer } = {};
  const res = {
    writeHead(status: number, headers: Record<string, unknown>) {
      written.status = status;
      written.headers = headers;
      return res;
    },
    end(body: Buffer) {
      written.body = body;
      return res;
    },
  };
  return { res: res as unknown as ServerResponse, written };
}

describe("a cache hit answered before the HTTP layer", () => {
  it("repeats the response recorded for its encoding, marked as a hit", async () => {
    const { cache, brotli } = await cacheWithHome();
    const { res, written } = response();
    expect(answerFromCache(cache, request({ "accept-encoding": "gzip, deflate, br" }), res)).toBe(true);
    expect(written).toEqual({
      status: 200,
      headers: { "content-encoding": "br", "content-length": brotli.length, "x-cache": "hit" },
      body: brotli,
    });
    const plain = response();
    expect(answerFromCache(cache, request({ cookie: "theme=light" }), plain.res)).toBe(false);
    expect(answerFromCache(cache, request(), plain.res)).toBe(true);
    expect(plain.written.body).toBe(BODY);
  });

  it("leaves everything else to the HTTP layer, writing nothing", async () => {
    const { cache, generation } = await cacheWithHome();
    const refused = [
      request({ cookie: "better-auth.session_token=abc" }),
      request({ "if-none-match": 'W/"x"' }),
      request({ "accept-encoding": "gzip" }),
      request({}, "/", "HEAD"),
      request({}, "/", "POST"),
      request({}, "//otro.example/"),
      request({ host: "mal host" }),
      request({}, "/?q=a%00b"),
      request({}, "/explorar"),
    ];
    for (const req of refused) {
      const { res, written } = response();
      expect(answerFromCache(cache, req, res), JSON.stringify([req.method, req.url, req.headers])).toBe(false);
      expect(written).toEqual({});
    }
    await generation.advance();
    expect(answerFromCache(cache, request(), response().res)).toBe(false);
  });
});
