/**
 * Backups of the configured database and their restore (`npm run db:backup`, `npm run db:restore`).
 *
 * - PostgreSQL (`DATABASE_URL`): `pg_dump --format=custom`, a consistent snapshot taken while the
 *   site runs (one repeatable-read transaction), restored with `pg_restore` into an empty database
 *   in one transaction: a failed restore leaves nothing half-written. The custom format is
 *   compressed and lets `pg_restore` pick or reorder objects. The `pg_dump` on the PATH must be at
 *   least the server's version (Debian's wrapper picks the matching one).
 * - PGlite (`DATA_DIR`): PGlite's own `dumpDataDir()`, a gzipped tarball of the data directory,
 *   restored with `loadDataDir`. The data directory is a physical PostgreSQL cluster that only one
 *   process may open, so the server must be stopped: opening it from a second process while the
 *   server writes could corrupt it. A plain copy of the stopped directory would be as good; the
 *   dump is one file, works for `memory://` databases too, and the restore proves it readable by
 *   opening it before anything is written. It restores only into the same PGlite major version
 *   (PostgreSQL's on-disk format), which `package.json` pins.
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, renameSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";

import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import pg from "pg";

export interface BackupTarget {
  /** A PostgreSQL server database; when absent, the PGlite directory. */
  databaseUrl?: string;
  dataDir: string;
}

export interface RestoreOptions {
  /**
   * Replace what the target holds. PostgreSQL: objects are dropped first (`--clean --if-exists`);
   * PGlite: the old directory is kept beside the new one as `<dir>.antes-de-restaurar-<time>`.
   * Without it an existing, non-empty target is refused.
   */
  replace?: boolean;
}

/** Writes a backup of the target database to `file`. */
export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  if (target.databaseUrl) {
    await run("pg_dump", ["--format=custom", "--no-owner", "--file", file, "--dbname", target.databaseUrl]);
    return;
  }
  if (target.dataDir.startsWith("memory://"))
    throw new Error("Una base de datos en memoria no tiene nada que copiar: usa DATA_DIR con un directorio.");
  if (!existsSync(target.dataDir)) throw new Error(`No existe el directorio de datos ${target.dataDir}.`);
  const database = await PGlite.create({ dataDir: target.dataDir, extensions: { pg_trgm, unaccent } });
  try {
    const dump = await database.dumpDataDir("gzip");
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

/** Restores a backup written by `backupDatabase` into the target database. */
export async function restoreDatabase(
  target: BackupTarget,
  file: string,
  { replace = false }: RestoreOptions = {},
): Promise<void> {
  if (!existsSync(file)) throw new Error(`No existe la copia ${file}.`);
  if (target.databaseUrl) {
    if (!replace && !(await isEmptyPostgres(target.databaseUrl))) {
      throw new Error(
        "La base de datos de destino no está vacía: restaura en una base de datos nueva, o añade --reemplazar para sustituir su contenido.",
      );
    }
    await run("pg_restore", [
      "--no-owner",
      "--no-privileges",
      "--exit-on-error",
      "--single-transaction",
      ...(replace ? ["--clean", "--if-exists"] : []),
      "--dbname",
      target.databaseUrl,
      file,
    ]);
    return;
  }
  if (target.dataDir.startsWith("memory://"))
    throw new Error("No se puede restaurar en una base de datos en memoria: usa DATA_DIR con un directorio.");
  if (existsSync(target.dataDir) && readdirSync(target.dataDir).length > 0) {
    if (!replace)
      throw new Error(
        `El directorio ${target.dataDir} no está vacío: restaura en uno nuevo, o añade --reemplazar (el actual se conserva al lado).`,
      );
    renameSync(target.dataDir, `${target.dataDir}.antes-de-restaurar-${new Date().toISOString().replaceAll(":", "-")}`);
  }
  const database = await PGlite.create({
    dataDir: target.dataDir,
    loadDataDir: new Blob([await readFile(file)]),
    extensions: { pg_trgm, unaccent },
  });
  try {
    // Opened and readable: the copy is good.
    await database.query("SELECT 1");
  } finally {
    await database.close();
  }
}

async function isEmptyPostgres(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'",
    );
    return rows[0]!.n === 0;
  } finally {
    await client.end();
  }
}

/** Runs a PostgreSQL client program; its error output becomes the error's message. */
function run(program: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ["ignore", "inherit", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk) => (errors += chunk));
    child.once("error", (error) =>
      reject(
        new Error(
          `No se pudo ejecutar ${program} (¿están instaladas las herramientas cliente de PostgreSQL?): ${error.message}`,
        ),
      ),
    );
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} terminó con el código ${code}:\n${errors.trim()}`)),
    );
  });
}
