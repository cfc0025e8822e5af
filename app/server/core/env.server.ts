import { existsSync } from "node:fs";

import { z } from "zod";

/** Process configuration, validated once (see .env.example). */
const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().positive().default(3000),
    /** A PostgreSQL server; when absent the embedded PGlite database in DATA_DIR is used. */
    DATABASE_URL: z.preprocess((value) => (value === "" ? undefined : value), z.url().optional()),
    /**
     * A read replica of DATABASE_URL (streaming replication): the reads that tolerate its lag go
     * there (`getReadDb` in db/client.server.ts). Optional; without it every query goes to DATABASE_URL.
     */
    DATABASE_REPLICA_URL: z.preprocess((value) => (value === "" ? undefined : value), z.url().optional()),
    /** Connections per process to DATABASE_URL, and as many again to DATABASE_REPLICA_URL. */
    DATABASE_POOL_SIZE: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.coerce.number().int().min(1).max(500).default(10),
    ),
    /** Directory of the embedded database; `memory://` keeps it in memory (tests). */
    DATA_DIR: z.string().default("./data"),
    /** Seed demo data into an empty database at start (default on). */
    SEED_DEMO_DATA: z
      .enum(["true", "false"])
      .default("true")
      .transform((v) => v === "true"),
    /**
     * Behind reverse proxies: which `X-Forwarded-For` hops to believe. `false` (clients connect
     * directly), a number of proxies in front of the app (e.g. `1`), or a comma-separated list of
     * proxy addresses/subnets (`10.0.0.0/8, loopback`). Never the whole chain: `true` is refused.
     */
    TRUST_PROXY: z
      .string()
      .default("false")
      .transform((value, ctx) => parseTrustProxy(value, ctx)),
    /**
     * The development outbox (/dev/outbox): e-mails kept in memory instead of sent. On by default
     * only outside production; in production it must be asked for (`npm start`'s local demo does).
     */
    DEV_OUTBOX: z.enum(["true", "false", ""]).default(""),
    /** Public address of the site, used in e-mail links; defaults to http://localhost:PORT. */
    SITE_URL: z.preprocess((value) => (value === "" ? undefined : value), z.url().optional()),
    /** Signs sessions and e-mail links. Without it one is generated and kept in DATA_DIR. */
    AUTH_SECRET: z.preprocess((value) => (value === "" ? undefined : value), z.string().min(32).optional()),
    /** An SMTP server (smtp://user:pass@host:port or smtps://…). Without it mails go to the dev outbox. */
    SMTP_URL: z.preprocess((value) => (value === "" ? undefined : value), z.url().optional()),
    /** Sender of every e-mail. */
    MAIL_FROM: z.string().default("UniOpina <no-reply@uniopina.es>"),
    /** The team's inbox: messages of the contact and institutions forms are e-mailed here. */
    TEAM_EMAIL: z.preprocess((value) => (value === "" ? undefined : value), z.email().default("equipo@uniopina.es")),
    /** Redis shared by every instance: page-cache invalidation reaches them all. Optional. */
    REDIS_URL: z.preprocess((value) => (value === "" ? undefined : value), z.url().optional()),
    /** Prefix of this site's keys and channels in Redis (several sites may share one Redis). */
    REDIS_NAMESPACE: z.string().min(1).default("uniopina"),
    /** Memory for anonymous visitors' rendered pages, per process, in MB (0 turns the cache off). */
    PAGE_CACHE_MB: z.coerce.number().int().min(0).default(64),
    /** Processes serving requests (PostgreSQL only; the embedded database allows one). Default: one per core. */
    WEB_CONCURRENCY: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.coerce.number().int().positive().optional(),
    ),
    /** Reports from this many distinct students hide a review until a moderator looks at it. */
    REPORT_HIDE_THRESHOLD: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.coerce.number().int().min(1).max(1000).default(3),
    ),
  })
  .refine((env) => !env.DATABASE_REPLICA_URL || env.DATABASE_URL, {
    message: "DATABASE_REPLICA_URL es una réplica de DATABASE_URL: configura también DATABASE_URL.",
    path: ["DATABASE_REPLICA_URL"],
  })
  .refine((env) => env.AUTH_SECRET || !(env.NODE_ENV === "production" && env.DATABASE_URL), {
    // Several processes share one PostgreSQL database: a per-process secret would sign everyone
    // out on every restart, so production refuses to start rather than fail at the first sign-in.
    message: "Configura AUTH_SECRET (32 caracteres o más) para usar DATABASE_URL en producción.",
    path: ["AUTH_SECRET"],
  });

export type Env = z.infer<typeof envSchema>;

/** Express's `trust proxy` value: false, a hop count, or the trusted proxy addresses. */
type TrustProxy = false | number | string[];

const PROXY_ADDRESS = /^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)$/;

function parseTrustProxy(raw: string, ctx: z.RefinementCtx): TrustProxy {
  const value = raw.trim().toLowerCase();
  if (value === "" || value === "false" || value === "0") return false;
  if (value === "true") {
    ctx.addIssue({
      code: "custom",
      message:
        "TRUST_PROXY=true creería cualquier X-Forwarded-For que envíe un cliente: indica cuántos proxies hay delante (p. ej. 1) o sus direcciones.",
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (addresses.length === 0 || !addresses.every((address) => PROXY_ADDRESS.test(address))) {
    ctx.addIssue({
      code: "custom",
      message:
        "TRUST_PROXY debe ser false, un número de proxies o una lista de direcciones (p. ej. 10.0.0.0/8, loopback).",
    });
    return z.NEVER;
  }
  return addresses;
}

/** Whether the development outbox keeps the e-mails (never when a mail server is configured). */
export function isDevOutboxEnabled(env: Env): boolean {
  if (env.SMTP_URL) return false;
  return env.DEV_OUTBOX === "" ? env.NODE_ENV !== "production" : env.DEV_OUTBOX === "true";
}

/** Reads `.env` when present (variables already set win), then validates the environment. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  if (source === process.env && existsSync(".env")) process.loadEnvFile(".env");
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new Error(`Configuración inválida: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
