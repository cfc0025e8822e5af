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
  /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /** Public address of the site, used in e-mail links; defaults to http://localhost:PORT. */
  SITE_URL: z.preprocess((value) => (value === "" ? undefined : value), z.url().optional()),
  /** Signs sessions and e-mail links. Without it one is generated and kept in DATA_DIR. */
  AUTH_SECRET: z.preprocess((value) => (value === "" ? undefined : value), z.string().min(32).optional()),
  /** An SMTP server (smtp://user:pass@host:port or smtps://…). Without it mails go to the dev outbox. */
  SMTP_URL: z.preprocess((value) => (value === "" ? undefined : value), z.url().optional()),
  /** Sender of every e-mail. */
  MAIL_FROM: z.string().default("UniOpina <no-reply@uniopina.es>"),
}).refine((env) => env.AUTH_SECRET || !(env.NODE_ENV === "production" && env.DATABASE_URL), {
  // Several processes share one PostgreSQL database: a per-process secret would sign everyone
  // out on every restart, so production refuses to start rather than fail at the first sign-in.
  message: "Configura AUTH_SECRET (32 caracteres o más) para usar DATABASE_URL en producción.",
  path: ["AUTH_SECRET"],
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
