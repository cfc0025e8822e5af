/**
 * The machine's own limit for the home page: nginx serving the same compressed bytes the app
 * serves from its page cache, and the app's cached home, both loaded by `wrk` in the same run, so
 * the app's share of what this machine can serve is one number. `wrk` is a C load generator: at
 * tens of thousands of requests a second autocannon (JavaScript) would measure itself. Both come
 * from Debian (`apt-get install wrk nginx-light`); without them the section is left out and says so.
 */
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

import { freePort } from "../tests/support/server-process";

/** What the app's cached home must reach of nginx serving the same bytes. */
export const PHYSICAL_CEILING_MIN_SHARE = 0.25;

export interface WrkLoad {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx or 3xx, and socket errors. */
  failures: number;
}

export interface PhysicalCeilingRow {
  connections: number;
  nginx: WrkLoad;
  app: WrkLoad;
  /** Compressed bytes of the home both serve. */
  bytes: number;
}

/** Whether `wrk` and `nginx` are installed, or why the section is left out. */
export function physicalCeilingTools(): string | null {
  const missing = ["wrk", "nginx"].filter((tool) => spawnSync("sh", ["-c", `command -v ${tool}`]).status !== 0);
  return missing.length === 0 ? null : `faltan ${missing.join(" y ")} (apt-get install wrk nginx-light)`;
}

/** The home page exactly as the app sends it to a browser that takes Brotli: the cached, compressed bytes. */
function compressedHome(baseUrl: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl}/`, { headers: { "accept-encoding": "br" } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          response.headers["content-encoding"] === "br"
            ? resolve(Buffer.concat(chunks))
            : reject(new Error("La portada no llegó comprimida con Brotli.")),
        );
      })
      .on("error", reject);
  });
}

/** milliseconds from wrk's "1.23ms", "450.00us" or "1.05s". */
function milliseconds(text: string): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text);
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return match[2] === "us" ? value / 1000 : match[2] === "s" ? value * 1000 : value;
}

async function wrk(url: string, connections: number, duration: number): Promise<WrkLoad> {
  const args = ["-t2", `-c${connections}`, `-d${duration}s`, "--latency", "-H", "Accept-Encoding: br", url];
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn("wrk", args);
    let text = "";
    child.stdout.on("data", (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (text += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk terminó con ${code}:\n${text}`))));
  });
  const number = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
    p50: milliseconds(/^\s+50%\s+(\S+)/m.exec(output)?.[1] ?? ""),
    p99: milliseconds(/^\s+99%\s+(\S+)/m.exec(output)?.[1] ?? ""),
    failures:
      number(/Non-2xx or 3xx responses:\s+(\d+)/) +
      (socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0),
  };
}

/** nginx on a free port serving `body` as the compressed home, until the returned stop is called. */
async function startNginx(body: Buffer): Promise<{ url: string; stop(): Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), "uniopina-nginx-"));
  // nginx's workers run as another user: they must be able to read the page.
  chmodSync(dir, 0o755);
  writeFileSync(path.join(dir, "home.html.br"), body, { mode: 0o644 });
  const port = await freePort();
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `daemon off;
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir};
  proxy_temp_path ${dir};
  fastcgi_temp_path ${dir};
  uwsgi_temp_path ${dir};
  scgi_temp_path ${dir};
  server {
    listen 127.0.0.1:${port};
    location = / {
      root ${dir};
      default_type "text/html; charset=utf-8";
      add_header Content-Encoding br;
      add_header Vary "Accept-Encoding, Cookie";
      try_files /home.html.br =404;
    }
  }
}
`,
  );
  const child = spawn("nginx", ["-p", dir, "-e", path.join(dir, "error.log"), "-c", path.join(dir, "nginx.conf")], {
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}/`;
  for (let attempt = 0; ; attempt++) {
    const ready = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (attempt > 50) throw new Error("nginx no arrancó.");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGQUIT");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** wrk against nginx and against the app's cached home, at each connection level, one after the other. */
export async function measurePhysicalCeiling(
  baseUrl: string,
  connectionLevels: number[],
  duration: number,
): Promise<PhysicalCeilingRow[]> {
  const body = await compressedHome(baseUrl);
  const nginx = await startNginx(body);
  try {
    const rows: PhysicalCeilingRow[] = [];
    for (const connections of connectionLevels) {
      rows.push({
        connections,
        nginx: await wrk(nginx.url, connections, duration),
        app: await wrk(`${baseUrl}/`, connections, duration),
        bytes: body.length,
      });
    }
    return rows;
  } finally {
    await nginx.stop();
  }
}

export function physicalCeilingTable(rows: PhysicalCeilingRow[]): string {
  const integer = (n: number) => Math.round(n).toLocaleString("en-US");
  const decimal = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 1 });
  const lines = [
    "| Conex. | Servidor | Bytes (br) | req/s | p50 (ms) | p99 (ms) | Fallidas | % de nginx | Objetivo | Resultado |",
    "|---:|---|---:|---:|---:|---:|---:|---:|---|---|",
  ];
  for (const { connections, nginx, app, bytes } of rows) {
    const share = app.requestsPerSecond / nginx.requestsPerSecond;
    const pass = app.failures === 0 && share >= PHYSICAL_CEILING_MIN_SHARE;
    lines.push(
      `| ${connections} | nginx, los mismos bytes | ${integer(bytes)} | ${integer(nginx.requestsPerSecond)} | ${decimal(nginx.p50)} | ${decimal(nginx.p99)} | ${integer(nginx.failures)} | 100 % | — | — |`,
      `| ${connections} | la aplicación, portada en caché | ${integer(bytes)} | ${integer(app.requestsPerSecond)} | ${decimal(app.p50)} | ${decimal(app.p99)} | ${integer(app.failures)} | ${integer(100 * share)} % | ≥ ${100 * PHYSICAL_CEILING_MIN_SHARE} % de nginx | ${pass ? "PASS" : "**FAIL**"} |`,
    );
  }
  return lines.join("\n");
}
