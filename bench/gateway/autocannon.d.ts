// What bench/gateway/load.mjs uses of autocannon, which ships no types of its own (and
// @types/autocannon is not worth a dependency for one call).
declare module 'autocannon' {
  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    connections?: number;
    /** Seconds. */
    duration?: number;
    pipelining?: number;
  }

  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    total: number;
  }

  interface Result {
    /** Seconds the run took. */
    duration: number;
    requests: Histogram;
    latency: Histogram;
    /** Bytes. */
    throughput: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }

  export default function autocannon(options: Options): Promise<Result>;
}
