/**
 * Which version of the public pages is current. Every successful write moves it on, which makes
 * every cached page older than the write stale; the page cache (page-cache.server.ts) stores each
 * page with the generation it was rendered under.
 *
 * The signal reaches every process that serves the site:
 * - one process: a counter in memory;
 * - a cluster on one machine: the worker that wrote tells the primary, which tells the others;
 * - several machines (REDIS_URL): a counter in Redis, its changes published to every instance.
 *   While Redis cannot be reached the generation is unknown, and the cache is bypassed rather
 *   than trusted.
 */
import cluster from "node:cluster";
import { createClient } from "redis";
import type { Env } from "../env.server";

export interface PageGeneration {
  /** The current generation, or null when it cannot be known (nothing may be served from cache). */
  current(): number | null;
  /** Makes every page rendered so far stale, in every process. */
  advance(): Promise<void>;
  close(): Promise<void>;
}

const CLUSTER_MESSAGE = "uniopina:pages-changed";

/** The generation of this process, kept in step with the other workers of a cluster. */
export function localPageGeneration(): PageGeneration {
  let generation = 0;
  const onMessage = (message: unknown) => {
    if (message === CLUSTER_MESSAGE) generation += 1;
  };
  if (cluster.isWorker) process.on("message", onMessage);
  return {
    current: () => generation,
    async advance() {
      generation += 1;
      if (cluster.isWorker) process.send?.(CLUSTER_MESSAGE);
    },
    async close() {
      process.off("message", onMessage);
    },
  };
}

/** In the cluster's primary: passes each worker's signal on to the other workers. */
export function relayPageChanges(): void {
  cluster.on("message", (sender, message) => {
    if (message !== CLUSTER_MESSAGE) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker !== sender && worker.isConnected()) worker.send(CLUSTER_MESSAGE);
    }
  });
}

/**
 * The generation shared by every instance through Redis. It connects in the background and never
 * holds a request up: until both connections are ready (and after either drops) the generation is
 * unknown and pages are rendered for each request; commands fail at once instead of waiting in a
 * queue while Redis is away.
 */
export function redisPageGeneration(url: string, namespace: string): PageGeneration {
  const key = `${namespace}:pages:generation`;
  const channel = `${namespace}:pages:changed`;
  const client = createClient({ url, disableOfflineQueue: true, socket: { reconnectStrategy: (retries) => Math.min(100 + retries * 200, 5_000) } });
  const subscriber = client.duplicate();
  let generation: number | null = null;

  // A change could have been missed while a connection was down: unknown until read again.
  const lose = () => {
    generation = null;
  };
  const resync = async () => {
    if (!client.isReady || !subscriber.isReady) return;
    try {
      generation = Number((await client.get(key)) ?? 0);
    } catch {
      lose();
    }
  };
  for (const connection of [client, subscriber]) {
    connection.on("error", lose);
    connection.on("end", lose);
    connection.on("ready", () => void resync());
  }
  void client.connect().catch(lose);
  void subscriber
    .connect()
    .then(() =>
      subscriber.subscribe(channel, (message) => {
        if (generation !== null) generation = Math.max(generation, Number(message));
      }),
    )
    .then(resync, lose);

  return {
    current: () => generation,
    async advance() {
      try {
        const next = await client.incr(key);
        if (generation !== null) generation = Math.max(generation, next);
        await client.publish(channel, String(next));
      } catch (error) {
        // The others may not have been told: nobody may trust this cache until Redis is back.
        lose();
        console.error("No se pudo avisar del cambio a las demás instancias (Redis):", error instanceof Error ? error.message : error);
      }
    },
    async close() {
      await Promise.allSettled([subscriber.close(), client.close()]);
    },
  };
}

/** Redis when configured (several instances), otherwise this process and its cluster siblings. */
export function pageGenerationFor(env: Pick<Env, "REDIS_URL" | "REDIS_NAMESPACE">): PageGeneration {
  return env.REDIS_URL ? redisPageGeneration(env.REDIS_URL, env.REDIS_NAMESPACE) : localPageGeneration();
}
