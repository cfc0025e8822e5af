/**
 * The folders of `app/server` and the imports between them, read from the sources: each folder
 * (or module at the top of `app/server`) is a node, and an import of one by another an edge. The
 * layers hold when the graph has no cycle; a folder's floor is then one above the highest folder it
 * imports. `npm run folders` writes the drawing of docs/architecture.md (a Mermaid diagram between
 * its markers); tests/server-folders.test.ts fails on a cycle or a drawing that no longer matches.
 *
 *   npm run folders
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const SERVER_DIR = "app/server";
export const ARCHITECTURE_DOC = "docs/architecture.md";
const START_MARKER = "<!-- server-folders: start (npm run folders) -->";
const END_MARKER = "<!-- server-folders: end -->";

/** What a `~/server/…` import names: the folder under app/server, or the module at its top. */
function unitOf(serverPath: string): string {
  const [first, ...rest] = serverPath.split("/");
  return rest.length > 0 ? `${first}/` : `${first!.replace(/\.tsx?$/, "")}.ts`;
}

/** Every import between two different folders: importer → the folders it imports. */
export function serverFolderImports(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const files = readdirSync(SERVER_DIR, { withFileTypes: true, recursive: true }).filter(
    (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name),
  );
  for (const entry of files) {
    const file = path.relative(SERVER_DIR, path.join(entry.parentPath, entry.name));
    const from = unitOf(file);
    const imported = graph.get(from) ?? new Set<string>();
    graph.set(from, imported);
    const source = readFileSync(path.join(SERVER_DIR, file), "utf8");
    for (const match of source.matchAll(/(?:from|import\()\s*"~\/server\/([^"]+)"/g)) {
      const to = unitOf(match[1]!);
      if (to !== from) imported.add(to);
    }
  }
  return graph;
}

/** The groups of folders that import each other around a circle (none when the layers hold). */
export function folderCycles(graph: Map<string, Set<string>>): string[][] {
  const reaches = (from: string, to: string): boolean => {
    const seen = new Set<string>();
    const stack = [from];
    while (stack.length > 0) {
      const current = stack.pop()!;
      for (const next of graph.get(current) ?? []) {
        if (next === to) return true;
        if (!seen.has(next)) {
          seen.add(next);
          stack.push(next);
        }
      }
    }
    return false;
  };
  const cycles: string[][] = [];
  const placed = new Set<string>();
  for (const unit of [...graph.keys()].sort()) {
    if (placed.has(unit) || !reaches(unit, unit)) continue;
    const members = [...graph.keys()].filter(
      (other) => other === unit || (reaches(unit, other) && reaches(other, unit)),
    );
    members.forEach((member) => placed.add(member));
    cycles.push(members.sort());
  }
  return cycles;
}

/** Each folder's floor: 1 for a folder that imports none, otherwise one above the highest it imports. */
export function floorsOf(graph: Map<string, Set<string>>): Map<string, number> {
  const floors = new Map<string, number>();
  const floorOf = (unit: string): number => {
    const known = floors.get(unit);
    if (known !== undefined) return known;
    const floor = 1 + Math.max(0, ...[...(graph.get(unit) ?? [])].map(floorOf));
    floors.set(unit, floor);
    return floor;
  };
  for (const unit of graph.keys()) floorOf(unit);
  return floors;
}

/** The imports a longer way does not already imply: the ones worth drawing. */
function drawnImports(graph: Map<string, Set<string>>): [string, string][] {
  const reachableFrom = (start: string): Set<string> => {
    const seen = new Set<string>();
    const stack = [...(graph.get(start) ?? [])];
    while (stack.length > 0) {
      const current = stack.pop()!;
      if (seen.has(current)) continue;
      seen.add(current);
      stack.push(...(graph.get(current) ?? []));
    }
    return seen;
  };
  const edges: [string, string][] = [];
  for (const [from, imported] of graph) {
    for (const to of imported) {
      const implied = [...imported].some((other) => other !== to && reachableFrom(other).has(to));
      if (!implied) edges.push([from, to]);
    }
  }
  return edges.sort(([a, b], [c, d]) => a.localeCompare(c) || b.localeCompare(d));
}

/** The Mermaid drawing: one row per floor, the highest first, and the imports no longer way implies. */
export function folderDrawing(graph: Map<string, Set<string>>): string {
  const floors = floorsOf(graph);
  const top = Math.max(...floors.values());
  const id = (unit: string) => unit.replace(/\W/g, "_");
  const lines = ["```mermaid", "flowchart TB"];
  for (let floor = top; floor >= 1; floor -= 1) {
    const units = [...floors].filter(([, f]) => f === floor).map(([unit]) => unit);
    lines.push(`  subgraph floor${floor}["floor ${floor}"]`, "    direction LR");
    for (const unit of units.sort()) lines.push(`    ${id(unit)}["${unit}"]`);
    lines.push("  end");
  }
  for (const [from, to] of drawnImports(graph)) lines.push(`  ${id(from)} --> ${id(to)}`);
  lines.push("```");
  return lines.join("\n");
}

/** The architecture document with the drawing between its markers replaced by `drawing`. */
export function withDrawing(document: string, drawing: string): string {
  const start = document.indexOf(START_MARKER);
  const end = document.indexOf(END_MARKER);
  if (start < 0 || end < start) throw new Error(`${ARCHITECTURE_DOC} no tiene las marcas del dibujo.`);
  return `${document.slice(0, start + START_MARKER.length)}\n${drawing}\n${document.slice(end)}`;
}

if (import.meta.url === `file://${path.resolve(process.argv[1] ?? "")}`) {
  const graph = serverFolderImports();
  const cycles = folderCycles(graph);
  if (cycles.length > 0) {
    console.error(`Carpetas que se importan en círculo: ${cycles.map((cycle) => cycle.join(" ↔ ")).join("; ")}`);
    process.exit(1);
  }
  writeFileSync(ARCHITECTURE_DOC, withDrawing(readFileSync(ARCHITECTURE_DOC, "utf8"), folderDrawing(graph)));
  console.log(`${ARCHITECTURE_DOC}: ${graph.size} carpetas en ${Math.max(...floorsOf(graph).values())} pisos`);
}
