/**
 * Backups: `npm run db:backup` / `npm run db:restore` write a copy of a database
 * with rows and restore it into a fresh database, which then holds exactly the same rows — on
 * PGlite always, on PostgreSQL in the PostgreSQL pass. A target that already holds data is refused.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, inject, it } from "vitest";

import { backupDatabase, restoreDatabase } from "~/server/db/backup.server";
import { MIGRATIONS_FOLDER } from "~/server/db/client.server";

import { copyTemplateForServerProcess } from "../support/database";
import { adminQuery, testPool, withDatabaseName } from "../support/postgres";

interface Queryable {
  query<T>(text: string): Promise<{ rows: T[] }>;
}

/** Every table's row count and a digest of its rows: equal fingerprints, equal contents. */
async function fingerprint(database: Queryable): Promise<Record<string, string>> {
  const { rows: tables } = await database.query<{ name: string }>(
    `SELECT quote_ident(schemaname) || '.' || quote_ident(tablename) AS name FROM pg_tables WHERE schemaname IN ('public', 'drizzle') ORDER BY 1`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await database.query<{ n: number; digest: string | null }>(
      `SELECT count(*)::int AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${name} t`,
    );
    result[name] = `${rows[0]!.n} ${rows[0]!.digest ?? "-"}`;
  }
  return result;
}

const scratch = mkdtempSync(path.join(tmpdir(), "uniopina-backup-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("a backup of the embedded database (PGlite)", () => {
  it("restores into a new data directory with the same rows, and refuses a directory that holds data", async () => {
    const source = path.join(scratch, "source");
    const original = await PGlite.create({ dataDir: source, extensions: { pg_trgm, unaccent } });
    await migrate(drizzle(original), { migrationsFolder: MIGRATIONS_FOLDER });
    await original.exec(
      `INSERT INTO countries (name, code) VALUES ('España', 'ES'), ('México', 'MX'), ('Perú, «Lima»', 'PE')`,
    );
    const before = await fingerprint(original);
    await original.close();
    expect(before["public.countries"]).toMatch(/^3 /);

    const file = path.join(scratch, "pglite.tar.gz");
    await backupDatabase({ dataDir: source }, file);
    const target = path.join(scratch, "restored");
    await restoreDatabase({ dataDir: target }, file);
    const restored = await PGlite.create({ dataDir: target, extensions: { pg_trgm, unaccent } });
    try {
      expect(await fingerprint(restored)).toEqual(before);
      // The restored database works like the original: the search extension is there.
      expect(
        (await restored.query<{ similar: boolean }>(`SELECT 'España' % 'Espana' AS similar`)).rows[0]!.similar,
      ).toBe(true);
    } finally {
      await restored.close();
    }

    await expect(restoreDatabase({ dataDir: target }, file)).rejects.toThrow(`El directorio ${target} no está vacío`);
  });
});

describe.skipIf(!inject("templateDatabaseUrl"))("a backup of a PostgreSQL database", () => {
  it("restores the seeded database into a new database with the same rows, and refuses a database that holds data", async () => {
    const copy = (await copyTemplateForServerProcess())!;
    const serverUrl = inject("templateDatabaseUrl")!;
    const restoredName = `uniopina_restore_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
    const restoredUrl = withDatabaseName(serverUrl, restoredName);
    const source = testPool(copy.url, 1);
    const restored = testPool(restoredUrl, 1);
    try {
      const before = await fingerprint(source);
      expect(Number(before["public.reviews"]!.split(" ")[0])).toBeGreaterThan(0);

      const file = path.join(scratch, "postgres.dump");
      await backupDatabase({ databaseUrl: copy.url, dataDir: "" }, file);
      await adminQuery(serverUrl, `CREATE DATABASE ${restoredName}`);
      await restoreDatabase({ databaseUrl: restoredUrl, dataDir: "" }, file);
      expect(await fingerprint(restored)).toEqual(before);

      await expect(restoreDatabase({ databaseUrl: restoredUrl, dataDir: "" }, file)).rejects.toThrow(
        "La base de datos de destino no está vacía",
      );
      // Replacing is allowed when asked for, and leaves the same rows.
      await restoreDatabase({ databaseUrl: restoredUrl, dataDir: "" }, file, { replace: true });
      expect(await fingerprint(restored)).toEqual(before);
    } finally {
      await Promise.all([source.end(), restored.end()]);
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`);
      await copy.drop();
    }
  });
});
