/**
 * A response of the app as bytes, complete: rendered once, compressed at most once per encoding
 * (and only when asked for), whether it is served to one client or kept in the page cache.
 */
import { createHash } from "node:crypto";
import type { OutgoingHttpHeaders } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";

import type { SharedDocument } from "~/server/rendering/composition.server";

export type ContentEncoding = "br" | "gzip";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Up to this size a body is compressed on the request's own thread: the asynchronous form builds a
 * stream per call and hops to the thread pool, which costs more CPU than compressing a page does.
 * Larger bodies (sitemaps) go to the thread pool so they do not hold up other requests.
 */
const SYNC_COMPRESSION_MAX_BYTES = 256 * 1024;

/** Below this size compression does not pay for itself. */
const MIN_COMPRESSIBLE_BYTES = 1024;
const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript|xml))/;

/**
 * How hard to compress. A shared page is compressed once and sent to many visitors: the smaller
 * body is worth the CPU. A page rendered for one request (signed in, or not shareable) pays its
 * compression on every request: there a light level costs a fraction of a strong one for a body
 * only slightly larger (the same holds for gzip).
 */
type CompressionEffort = "shared" | "once";

const BROTLI_QUALITY: Record<CompressionEffort, number> = { shared: 5, once: 2 };
const GZIP_LEVEL: Record<CompressionEffort, number> = { shared: 6, once: 3 };

const brotliOptions = (body: Buffer, effort: CompressionEffort): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});

async function compress(body: Buffer, encoding: ContentEncoding, effort: CompressionEffort): Promise<Buffer> {
  const gzipOptions = { level: GZIP_LEVEL[effort] };
  if (body.length > SYNC_COMPRESSION_MAX_BYTES)
    return encoding === "br" ? brotli(body, brotliOptions(body, effort)) : gzip(body, gzipOptions);
  return encoding === "br"
    ? zlib.brotliCompressSync(body, brotliOptions(body, effort))
    : zlib.gzipSync(body, gzipOptions);
}

/** What was sent for a shareable page in one encoding (or none): the response a cache hit repeats, marked a hit. */
export interface SentResponse {
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

export class RenderedPage {
  private validator: string | undefined;
  private readonly compressed = new Map<ContentEncoding, Promise<Buffer>>();
  private readonly sent = new Map<ContentEncoding | "identity", SentResponse>();

  constructor(
    readonly status: number,
    /** Response headers (one entry per value; `Set-Cookie` may repeat). */
    readonly headers: readonly (readonly [string, string])[],
    readonly body: Buffer,
    /** The Content-Security-Policy the page was rendered for (its nonce is in the HTML). */
    readonly contentSecurityPolicy: string | undefined,
    /** May be served to other anonymous visitors (see PageCache). */
    readonly shareable: boolean,
    /** A shareable document, cut for signed-in readers' pages to be composed from it. */
    readonly shared: SharedDocument | null = null,
  ) {}

  /**
   * A weak validator: the compressed forms differ in bytes but not in content. Hashed on first
   * use, since only shareable pages carry one (a signed-in page is `no-store`).
   */
  get etag(): string {
    this.validator ??= `W/"${createHash("sha1").update(this.body).digest("base64url").slice(0, 27)}"`;
    return this.validator;
  }

  header(name: string): string | undefined {
    const lower = name.toLowerCase();
    return this.headers.find(([key]) => key.toLowerCase() === lower)?.[1];
  }

  /** Whether compressing this body is worth it. */
  get compressible(): boolean {
    return this.body.length >= MIN_COMPRESSIBLE_BYTES && COMPRESSIBLE_TYPE.test(this.header("Content-Type") ?? "");
  }

  /** The body in `encoding`, compressed on first demand and kept. */
  encoded(encoding: ContentEncoding): Promise<Buffer> {
    let body = this.compressed.get(encoding);
    if (!body) {
      body = compress(this.body, encoding, this.shareable ? "shared" : "once");
      this.compressed.set(encoding, body);
    }
    return body;
  }

  /**
   * Keeps the headers and body of a complete response of this page, so a later hit in the same
   * encoding is answered with the same bytes without going through the HTTP layer again
   * (cache-hits.server.ts). Only for shareable pages: their headers hold nothing personal.
   */
  recordSent(encoding: ContentEncoding | null, headers: OutgoingHttpHeaders, body: Buffer): void {
    if (this.shareable) this.sent.set(encoding ?? "identity", { headers: { ...headers, "x-cache": "hit" }, body });
  }

  sentAs(encoding: ContentEncoding | null): SentResponse | undefined {
    return this.sent.get(encoding ?? "identity");
  }

  /** Bytes it may hold in a cache: the body and up to two compressed forms. */
  weight(): number {
    return Math.ceil(this.body.length * 1.6);
  }
}
