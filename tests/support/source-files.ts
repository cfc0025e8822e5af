import { readdirSync } from "node:fs";
import path from "node:path";

/** The TypeScript sources below a folder, for tests that check a rule holds in every module. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
