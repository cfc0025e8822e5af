import { sql } from "drizzle-orm";

import { getReadDb, type Transaction } from "~/server/db/client.server";

/**
 * `read` in one transaction of the read database in which every part of a search reads through an
 * index: the names' words through theirs (the table is small enough for a scan to look cheap, and a
 * scan computes the similarity of every word), the names through the walks along their order, the
 * trigram indexes and primary keys, so that no estimate, however wrong, turns one into a read of a
 * whole table. Parallel workers cost more to start than these few rows take to read. One
 * transaction for all of a search's statements: each round trip to the database costs more here
 * than the small reads themselves.
 */
export function readThroughIndexes<T>(read: (tx: Transaction) => Promise<T>): Promise<T> {
  return getReadDb().transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('enable_seqscan', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`,
    );
    return read(tx);
  });
}
