import { existsSync } from "node:fs";
import { z } from "zod";

/** Process configuration, validated once (see .env.example). */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().positive().default(3000),
  /** A PostgreSQL server; when absent the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.preprocess((value) => (value === "" ? undefined : value), z.url().optional()),
  /** Directory of the embedded database; `memory://` keeps it in memory (tests). */
  DATA_DIR: z.string().default("./data"),
  /** Seed demo data into an empty database at start (default on). */
  SEED_DEMO_DATA: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
});

export type Env = z.infer<typeof envSchema>;

/** Reads `.env` when present (variables already set win), then validates the environment. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  if (source === process.env && existsSync(".env")) process.loadEnvFile(".env");
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new Error(`Configuración inválida: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
