import { readdirSync } from "node:fs";
import path from "node:path";

/** The TypeScript sources below a folder, for tests that check a rule holds in every module. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The names a module's source imports from React Router (`import { a, b } from "react-router"`). */
export function reactRouterImports(source: string): string[] {
  return [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"react-router"/g)].flatMap((match) =>
    match[1]!
      .split(",")
      .map(
        (name) =>
          name
            .trim()
            .replace(/^type\s+/, "")
            .split(/\s+as\s+/)[0]!,
      )
      .filter(Boolean),
  );
}
