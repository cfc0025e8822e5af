/**
 * The production server as its own process (`build/server.js`, compiled from `server.ts`), on a
 * free port, as `npm start` runs it.
 * Used by the tests, the browser tests and the benchmark (which runs another checkout's build).
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

/** A TCP port nobody listens on right now (for a server or a database of a test's own). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("sin puerto")),
      );
    });
  });
}

export interface ServerProcess {
  baseUrl: string;
  /** A request to this server that does not follow redirects (a `TestClient` can use it). */
  request(pathname: string, init?: RequestInit): Promise<Response>;
  /** The server's process id (the primary, when it runs workers): to signal it or read its CPU time. */
  pid: number;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
  /** `kill -9` of the server and every process it started (with `ownProcessGroup`), then its exit. */
  kill(): Promise<void>;
}

export interface ServerProcessOptions {
  /** The checkout (server.ts, build/, node_modules/) to run; default the current directory. */
  cwd?: string;
  startupLimitMs?: number;
  /**
   * Run in a process group of its own, so `kill()` reaches the cluster's workers too. Such a server
   * outlives its parent if the parent dies: only for scripts that kill it on purpose.
   */
  ownProcessGroup?: boolean;
}

export async function startServerProcess(
  settings: Record<string, string>,
  { cwd, startupLimitMs = 150_000, ownProcessGroup = false }: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Node itself on the compiled server, as `npm start` runs it: the signals a test sends reach the
  // server (not through npm or npx, whose death would orphan it). A checkout built before the
  // server was compiled (a "before" commit of the benchmark) runs its server.ts through tsx.
  const compiled = existsSync(path.join(cwd ?? ".", "build/server.js"));
  const child = spawn(process.execPath, compiled ? ["build/server.js"] : ["--import", "tsx", "server.ts"], {
    cwd,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), SITE_URL: baseUrl, ...settings },
    stdio: ["ignore", "pipe", "pipe"],
    detached: ownProcessGroup,
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  const deadline = Date.now() + startupLimitMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`El servidor terminó al arrancar:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`El servidor no arrancó a tiempo:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    baseUrl,
    request: (pathname, init) => fetch(new URL(pathname, baseUrl), { redirect: "manual", ...init }),
    pid: child.pid!,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
    kill: async () => {
      if (!ownProcessGroup) throw new Error("kill() necesita ownProcessGroup: los procesos hijos quedarían vivos.");
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // Already gone.
      }
      await exited;
    },
  };
}
