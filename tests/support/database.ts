import { randomUUID } from "node:crypto";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { inject } from "vitest";

import { attachDatabase, type Database, type DatabaseConfig, type OpenDatabase } from "~/server/db/client.server";

import { adminQuery, withDatabaseName } from "./postgres";
import { server } from "./server-build";

export interface TestDatabase {
  db: Database;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

/**
 * Opens the database the app under test serves (the server build's client) and hands it to the
 * sources a test calls directly, which are a second copy of the client's module.
 */
export function openAppDatabase(config: DatabaseConfig): OpenDatabase {
  const opened = server.openDatabase(config);
  attachDatabase(opened);
  return opened;
}

export async function closeAppDatabase(): Promise<void> {
  attachDatabase(null);
  await server.closeDatabase();
}

/** A private copy of the seeded template database for one test file. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const templateUrl = inject("templateDatabaseUrl");
  const templateDir = inject("templateDataDir");
  if (templateUrl) {
    const template = new URL(templateUrl).pathname.slice(1);
    const name = `uniopina_test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
    await createFromTemplate(templateUrl, name, template);
    const opened = openAppDatabase({ databaseUrl: withDatabaseName(templateUrl, name), dataDir: "" });
    return {
      db: opened.db,
      kind: opened.kind,
      close: async () => {
        await closeAppDatabase();
        await adminQuery(templateUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  if (!templateDir) throw new Error("La configuración global de los tests no preparó la base de datos.");
  const dir = mkdtempSync(path.join(tmpdir(), "uniopina-db-"));
  cpSync(templateDir, dir, { recursive: true });
  const opened = openAppDatabase({ dataDir: dir });
  return {
    db: opened.db,
    kind: opened.kind,
    close: async () => {
      await closeAppDatabase();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * On PostgreSQL: a private copy of the seeded template that a separate server process can open
 * (null on PGlite, whose data directory only one process may open).
 */
export async function copyTemplateForServerProcess(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const templateUrl = inject("templateDatabaseUrl");
  if (!templateUrl) return null;
  const template = new URL(templateUrl).pathname.slice(1);
  const name = `uniopina_test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  await createFromTemplate(templateUrl, name, template);
  return {
    url: withDatabaseName(templateUrl, name),
    drop: () => adminQuery(templateUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Two workers cloning the same template at once can collide ("being accessed by other users"). */
async function createFromTemplate(url: string, name: string, template: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      if (attempt >= 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}
