/** The slice of autocannon 9's programmatic API the page benchmark uses (the package ships no types). */
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    title?: string;
  }

  interface Result {
    /** Seconds the run actually lasted. */
    duration: number;
    errors: number;
    timeouts: number;
  }

  /** A running benchmark: awaited for its result; emits one `response` per answered request. */
  interface Run extends EventEmitter, PromiseLike<Result> {
    on(
      event: "response",
      listener: (client: unknown, statusCode: number, responseBytes: number, responseTimeMs: number) => void,
    ): this;
  }

  function autocannon(options: Options): Run;
  export default autocannon;
  export type { Options, Result, Run };
}
