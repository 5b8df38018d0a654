// One autocannon run in its own process, so the load generator never shares an event loop with the
// servers or the orchestrator. Forked by run.mjs: receives its options as JSON in argv[2] and sends
// back the summary over IPC.
import autocannon from 'autocannon';

/**
 * What run.mjs sends: the target and the load.
 * @typedef {{ url: string; method?: string; headers?: Record<string, string>; connections: number; duration: number }} LoadOptions
 */
/**
 * What this process sends back.
 * @typedef {{ seconds: number; total: number; rps: number; p50: number; p99: number; mean: number; bytesPerRequest: number; non2xx: number; errors: number }} LoadResult
 */

/** @type {LoadOptions} */
const options = JSON.parse(process.argv[2] ?? '{}');
const result = await autocannon({
  url: options.url,
  method: options.method ?? 'GET',
  headers: options.headers ?? {},
  connections: options.connections,
  duration: options.duration,
  pipelining: 1,
});
/** @type {LoadResult} */
const summary = {
  seconds: result.duration,
  total: result.requests.total,
  rps: result.requests.total / result.duration,
  p50: result.latency.p50,
  p99: result.latency.p99,
  mean: result.latency.average,
  bytesPerRequest: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
};
process.send?.(summary);
