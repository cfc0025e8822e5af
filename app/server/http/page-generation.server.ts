/**
 * Which version of the public pages is current. Every successful write moves it on, which makes
 * every cached page older than the write stale; the page cache (page-cache.server.ts) stores each
 * page with the generation it was rendered under and serves it only while that is still current.
 * A generation is an opaque token: pages are compared by equality, never by order.
 *
 * The signal reaches every process that serves the site:
 * - one process: a counter in memory;
 * - a cluster on one machine: the worker that wrote tells the primary, which tells the others;
 * - several machines (REDIS_URL): a counter in Redis, its changes published to every instance.
 *   While Redis cannot be reached the generation is unknown, and the cache is bypassed rather
 *   than trusted. Redis may also lose the counter (a restart without persistence, FLUSHALL,
 *   eviction) and count again from zero, which would make old numbers current again: the counter
 *   lives with an epoch, a random name given when it is created, and a generation is both.
 */
import cluster from "node:cluster";
import { randomUUID } from "node:crypto";

import { createClient } from "redis";

import type { Env } from "~/server/core/env.server";

export interface PageGeneration {
  /** The current generation, or null when it cannot be known (nothing may be served from cache). */
  current(): string | null;
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
    current: () => String(generation),
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
 * The counter and its epoch in one hash, created (with the epoch the caller names) when Redis has
 * none: reading it and moving it on are one step each, so no instance can see a counter without
 * the epoch it belongs to.
 */
const READ_GENERATION = `redis.call('HSETNX', KEYS[1], 'epoch', ARGV[1])
local current = redis.call('HMGET', KEYS[1], 'epoch', 'count')
return current[1] .. ':' .. (current[2] or '0')`;
const ADVANCE_GENERATION = `redis.call('HSETNX', KEYS[1], 'epoch', ARGV[1])
local count = redis.call('HINCRBY', KEYS[1], 'count', 1)
return redis.call('HGET', KEYS[1], 'epoch') .. ':' .. count`;

interface EpochCount {
  epoch: string;
  count: number;
}

function parseGeneration(token: unknown): EpochCount | null {
  if (typeof token !== "string") return null;
  const separator = token.lastIndexOf(":");
  const count = Number(token.slice(separator + 1));
  return separator > 0 && Number.isSafeInteger(count) ? { epoch: token.slice(0, separator), count } : null;
}

/**
 * The generation shared by every instance through Redis. It connects in the background and never
 * holds a request up: until both connections are ready (and after either drops) the generation is
 * unknown and pages are rendered for each request; commands fail at once instead of waiting in a
 * queue while Redis is away.
 */
function redisPageGeneration(url: string, namespace: string): PageGeneration {
  const key = `${namespace}:pages:version`;
  const channel = `${namespace}:pages:changed`;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { reconnectStrategy: (retries) => Math.min(100 + retries * 200, 5_000) },
  });
  const subscriber = client.duplicate();
  let generation: EpochCount | null = null;

  // A change could have been missed while a connection was down: unknown until read again.
  const lose = () => {
    generation = null;
  };
  /** Takes a generation Redis answered or announced: later in the same epoch, or Redis's own word on a new one. */
  const learn = (next: EpochCount | null, authoritative: boolean) => {
    if (!next) return;
    if (generation && generation.epoch === next.epoch)
      generation = { epoch: next.epoch, count: Math.max(generation.count, next.count) };
    else if (authoritative) generation = next;
    else {
      // An announcement of another epoch: the counter was lost and made again. Which epoch is
      // current only Redis can say; until it has, nothing is trusted.
      lose();
      void resync();
    }
  };
  const resync = async () => {
    if (!client.isReady || !subscriber.isReady) return;
    try {
      learn(parseGeneration(await client.eval(READ_GENERATION, { keys: [key], arguments: [randomUUID()] })), true);
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
        if (generation !== null) learn(parseGeneration(message), false);
      }),
    )
    .then(resync, lose);

  return {
    current: () => (generation ? `${generation.epoch}:${generation.count}` : null),
    async advance() {
      try {
        const token = await client.eval(ADVANCE_GENERATION, { keys: [key], arguments: [randomUUID()] });
        learn(parseGeneration(token), true);
        await client.publish(channel, String(token));
      } catch (error) {
        // The others may not have been told: nobody may trust this cache until Redis is back.
        lose();
        console.error(
          "No se pudo avisar del cambio a las demás instancias (Redis):",
          error instanceof Error ? error.message : error,
        );
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
