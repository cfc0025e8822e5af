/**
 * Builds one migrated, seeded template database per run; every test file then works on its own
 * copy (a copied PGlite directory, or `CREATE DATABASE … TEMPLATE` on PostgreSQL), so files run in
 * parallel without seeing each other's writes.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import type { TestProject } from "vitest/node";

import { closeDatabase, openDatabase } from "../app/server/db/client.server";
import { prepareDatabase } from "../seed/prepare.server";
import { adminQuery, withDatabaseName } from "./support/postgres";

declare module "vitest" {
  export interface ProvidedContext {
    templateDataDir: string | null;
    templateDatabaseUrl: string | null;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync("build/server/index.js")) {
    throw new Error("Falta la compilación: ejecuta `npm run build` (o `npm test`) antes de Vitest.");
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const templateName = `uniopina_template_${process.pid}`;
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${templateName}`);
    await adminQuery(serverUrl, `CREATE DATABASE ${templateName}`);
    const templateUrl = withDatabaseName(serverUrl, templateName);
    await prepareDatabase(openDatabase({ databaseUrl: templateUrl, dataDir: "" }), { SEED_DEMO_DATA: true });
    await closeDatabase();
    project.provide("templateDataDir", null);
    project.provide("templateDatabaseUrl", templateUrl);
    return async () => {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
    };
  }
  const root = mkdtempSync(path.join(tmpdir(), "uniopina-test-"));
  const templateDir = path.join(root, "template");
  await prepareDatabase(openDatabase({ dataDir: templateDir }), { SEED_DEMO_DATA: true });
  await closeDatabase();
  project.provide("templateDataDir", templateDir);
  project.provide("templateDatabaseUrl", null);
  return () => rmSync(root, { recursive: true, force: true });
}
