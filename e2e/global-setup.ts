/** Starts the production server on a free port with a fresh embedded database, like `npm start`. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import type { TestProject } from "vitest/node";

import { startServerProcess } from "../tests/support/server-process";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "uniopina-e2e-"));
  // No SMTP_URL: e-mails go to the development outbox, as in `npm start`'s local demo.
  const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: "", SMTP_URL: "", DEV_OUTBOX: "true" });
  project.provide("baseUrl", server.baseUrl);

  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
