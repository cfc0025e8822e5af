/**
 * What the fuzz suites know about the application, all of it read from the code so that a new
 * route, form field or intent is fuzzed without anyone adding it here:
 *
 * - the routes, by walking the route table of `app/routes.ts` (paths, files, nesting);
 * - which of them have an action, from the modules of the production server build;
 * - the query parameters, form fields and intents, by scanning `app/` for the names the code
 *   reads (`.get("…")`, `name="…"`) and the values it compares `intent` with.
 *
 * Path parameters are filled with valid ids from the test's database (by parameter name) and with
 * hostile values; a parameter of an unknown name gets hostile values only.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

import { sql } from "drizzle-orm";
import type { ServerBuild } from "react-router";

import routeTable from "~/routes";

import { type TestApp } from "../support/app";
import { server } from "../support/server-build";
import { sourceFiles } from "../support/source-files";
import { rows } from "../support/students";

export interface FuzzRoute {
  /** The build's route id, e.g. `routes/catalog/university`. */
  id: string;
  /** The path pattern, e.g. `universidad/:id` (`""` for the home). */
  pattern: string;
  hasAction: boolean;
  /** The intents its action declares (`actionIntents`, see tests/authorization-matrix.test.ts). */
  intents: readonly string[];
}

interface RouteConfigNode {
  path?: string;
  file: string;
  id?: string;
  index?: boolean;
  children?: RouteConfigNode[];
}

/** Every route of the table with its full path, children included. */
function routesOf(nodes: readonly RouteConfigNode[], build: ServerBuild, parent = ""): FuzzRoute[] {
  return nodes.flatMap((node) => {
    const pattern = [parent, node.path ?? ""].filter(Boolean).join("/");
    const id = node.id ?? node.file.replace(/\.[jt]sx?$/, "");
    const module = build.routes[id]?.module;
    if (!module)
      throw new Error(`La ruta ${id} de app/routes.ts no está en la compilación: ejecuta \`npm run build\`.`);
    const intents = (module as { actionIntents?: readonly string[] }).actionIntents ?? [];
    return [
      { id, pattern, hasAction: typeof module.action === "function", intents },
      ...routesOf(node.children ?? [], build, pattern),
    ];
  });
}

export function loadRoutes(): FuzzRoute[] {
  return routesOf(routeTable as RouteConfigNode[], server.build);
}

const APP_FILES = sourceFiles("app");
const sourceOf = (file: string) => readFileSync(file, "utf8");

const FIELD_NAME_PATTERNS = [/\.get(?:All)?\("([A-Za-z_][\w-]*)"\)/g, /\bname="([A-Za-z_][\w-]*)"/g];

/** Names the sources read from a query string or a form, and the names of the form controls they render. */
function fieldNamesIn(sources: string[]): string[] {
  return [
    ...new Set(
      sources.flatMap((source) =>
        FIELD_NAME_PATTERNS.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]!)),
      ),
    ),
  ].sort();
}

/**
 * The values the sources give `intent`: the buttons and hidden fields that post one, and the
 * string literals of the lines that compare or list intents (extra words only widen the fuzzing).
 */
function intentsIn(sources: string[]): string[] {
  const literals = sources.flatMap((source) => [
    ...[...source.matchAll(/name="intent"\s+value="([^"]+)"/g)].map((match) => match[1]!),
    ...source
      .split("\n")
      .filter((line) => /intent/i.test(line) && !/^\s*(\*|\/\/)/.test(line))
      .flatMap((line) => [...line.matchAll(/"([a-z][a-z-]{2,30})"/g)].map((match) => match[1]!)),
  ]);
  return [...new Set(literals)].sort();
}

export const KNOWN_FIELD_NAMES = fieldNamesIn(APP_FILES.map(sourceOf));
export const KNOWN_INTENTS = intentsIn(APP_FILES.map(sourceOf));

/** A route module and every module of `app/` it imports, directly or not. */
function moduleClosure(routeId: string): string[] {
  const resolve = (specifier: string, from: string): string | undefined => {
    const base = specifier.startsWith("~/")
      ? path.join("app", specifier.slice(2))
      : path.join(path.dirname(from), specifier);
    return [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find((candidate) =>
      APP_FILES.includes(candidate),
    );
  };
  const start = [`app/${routeId}.tsx`, `app/${routeId}.ts`].find((file) => APP_FILES.includes(file));
  const seen = new Set<string>(start ? [start] : []);
  for (const file of seen) {
    for (const match of sourceOf(file).matchAll(/from\s+"((?:~|\.{1,2})\/[^"]+)"/g)) {
      const imported = resolve(match[1]!, file);
      if (imported) seen.add(imported);
    }
  }
  return [...seen];
}

/** The field names and intents of one route's own code (its module and what it imports). */
export function formVocabulary(routeId: string): { fieldNames: string[]; intents: string[] } {
  const sources = moduleClosure(routeId).map(sourceOf);
  return { fieldNames: fieldNamesIn(sources), intents: intentsIn(sources) };
}

/** Valid values of each path parameter, by name, from the database (a few of each). */
export async function validParams(app: TestApp): Promise<Record<string, string[]>> {
  const column = async (query: ReturnType<typeof sql>) =>
    (await rows<{ value: string }>(app, query)).map((row) => String(row.value));
  const universities =
    await column(sql`(SELECT university_id AS value FROM careers GROUP BY university_id ORDER BY count(*) DESC LIMIT 2)
    UNION (SELECT id AS value FROM universities WHERE id NOT IN (SELECT university_id FROM careers) LIMIT 1)`);
  const sitemap = await (await app.request("/sitemap.xml")).text();
  return {
    id: [
      ...universities,
      ...(await column(sql`(SELECT id AS value FROM subjects ORDER BY review_count DESC LIMIT 2)
      UNION ALL (SELECT id AS value FROM professors WHERE is_name_public ORDER BY review_count DESC LIMIT 1)
      UNION ALL (SELECT id AS value FROM professors WHERE NOT is_name_public ORDER BY review_count DESC LIMIT 1)`)),
    ],
    universityId: universities,
    careerId: await column(sql`SELECT id AS value FROM careers ORDER BY id LIMIT 2`),
    userId: await column(
      sql`(SELECT id AS value FROM user_profiles WHERE is_public LIMIT 1) UNION ALL (SELECT id AS value FROM user_profiles WHERE NOT is_public LIMIT 1)`,
    ),
    slug: await column(sql`SELECT slug AS value FROM blog_posts ORDER BY published_at DESC NULLS LAST LIMIT 2`),
    postId: await column(sql`SELECT id AS value FROM university_life_posts ORDER BY comments_count DESC LIMIT 2`),
    reviewId: await column(sql`SELECT id AS value FROM reviews ORDER BY comments_count DESC LIMIT 2`),
    file: [...sitemap.matchAll(/\/sitemaps\/([^<\s]+)/g)].slice(0, 2).map((match) => match[1]!),
    "*": ["no-existe", "a/b/c"],
  };
}

/** The parameter names of a path pattern (`*` for a splat). */
export function paramNames(pattern: string): string[] {
  return pattern
    .split("/")
    .flatMap((segment) =>
      segment.startsWith(":") ? [segment.slice(1).replace(/\?$/, "")] : segment === "*" ? ["*"] : [],
    );
}

/** The path with its parameters replaced, each value percent-encoded as one segment (a splat as it is). */
export function fillPath(pattern: string, values: Record<string, string>): string {
  const segments = pattern.split("/").map((segment) => {
    if (segment === "*") return values["*"] ?? "";
    if (!segment.startsWith(":")) return segment;
    return encodeSegment(values[segment.slice(1).replace(/\?$/, "")] ?? "");
  });
  return `/${segments.join("/")}`.replace(/\/+$/, "") || "/";
}

/** Path segments sent as they are: percent-escapes that are not UTF-8, truncated, or encoded separators. */
export const RAW_PATH_SEGMENTS = ["%ED%A0%80", "%FF", "%", "%C0%AF", "%E0%A4%A", "a%2Fb", "%2e%2e", "%00", "x%dcy"];

/** Percent-encoded (a raw segment as it is); a lone surrogate, which has no UTF-8 form, as its UTF-16 bytes. */
function encodeSegment(value: string): string {
  if (RAW_PATH_SEGMENTS.includes(value)) return value;
  try {
    return encodeURIComponent(value);
  } catch {
    return Buffer.from(value, "utf16le")
      .toString("hex")
      .replace(/../g, (byte) => `%${byte}`);
  }
}

/** The `.data` (single fetch) address of a page. */
export function dataUrl(pathname: string, search: string): string {
  return `${pathname === "/" ? "/_root" : pathname}.data${search}`;
}
