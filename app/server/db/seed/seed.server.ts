import type { Database } from "../client.server";
export async function seedIfEmpty(_db: Database) {}
