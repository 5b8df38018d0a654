import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { UpstreamCallRecord } from '../upstream/types';

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Numeric ids and long tokens in upstream paths become `:id`, and every media file is one
 * `/uploads/*`, so label values stay few and never name a learner's file.
 */
/** Path words whose next segment is a caller-chosen slug or id: labelled by the word, not the value. */
const PARAMETER_AFTER = new Set([
  'flows',
  'learning_modules',
  'chapters',
  'steps',
  'learning_module',
  'notes',
  'tutorials',
  'essentials',
  'avatar',
]);

// Most calls repeat a few paths (`/auth/authorize` on every page load): remember their labels.
// Bounded, since ids and slugs make the raw paths many.
const LABEL_CACHE_MAX = 1000;
const labelCache = new Map<string, string>();

/** Upstream paths as metric labels: slugs and ids become placeholders, so the label set stays bounded. */
export function normalisePath(path: string): string {
  let label = labelCache.get(path);
  if (label === undefined) {
    label = labelOf(path);
    if (labelCache.size < LABEL_CACHE_MAX) labelCache.set(path, label);
  }
  return label;
}

function labelOf(path: string): string {
  if (path.startsWith('/uploads/')) return '/uploads/*';
  const segments = path.split('/');
  return segments
    .map((segment, index) => {
      const previous = segments[index - 1];
      if (previous !== undefined && PARAMETER_AFTER.has(previous)) return `:${previous}`;
      return /^\d+$/.test(segment) || /^[A-Za-z0-9_-]{24,}$/.test(segment) ? ':id' : segment;
    })
    .join('/');
}

/** Label objects built once per distinct argument list, looked up by the arguments joined. */
class LabelSets<A extends (string | number)[], L extends Record<string, string>> {
  readonly #sets = new Map<string, L>();
  readonly #build: (...args: A) => L;

  constructor(build: (...args: A) => L) {
    this.#build = build;
  }

  get(...args: A): L {
    const key = args.join('\u0000');
    let labels = this.#sets.get(key);
    if (labels === undefined) {
      labels = this.#build(...args);
      // Bounded like the path labels: past it, sets are built per call as before.
      if (this.#sets.size < LABEL_CACHE_MAX) this.#sets.set(key, labels);
    }
    return labels;
  }
}

/** One registry per app instance (tests build many apps in one process). */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'studyflow_bff_' });

  const http = new Histogram({
    name: 'studyflow_bff_http_request_duration_seconds',
    help: 'BFF HTTP requests by route (or tRPC procedure) and status',
    labelNames: ['method', 'route', 'procedure', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });

  const upstream = new Histogram({
    name: 'studyflow_bff_upstream_request_duration_seconds',
    help: 'Calls to the legacy API by method, path and status (or failure kind)',
    labelNames: ['method', 'path', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });

  // Every request and upstream call observes a label set already seen: each set is built once and
  // reused, instead of a new object and a status string per observation. The sets are as few as
  // the label values (routes, procedures, statuses), which the callers keep bounded.
  // In the order the exposition has always printed them.
  const httpLabels = new LabelSets((method: string, route: string, procedure: string, status: number) => ({
    method,
    status: String(status),
    route,
    procedure,
  }));
  const upstreamLabels = new LabelSets((method: string, path: string, status: string) => ({
    method,
    path: normalisePath(path),
    status,
  }));

  return {
    registry,
    observeRequest(method: string, route: string, procedure: string, status: number, ms: number) {
      http.observe(httpLabels.get(method, route, procedure, status), ms / 1000);
    },
    observeUpstream(call: UpstreamCallRecord) {
      const status = call.status === null ? (call.error ?? 'error') : String(call.status);
      upstream.observe(upstreamLabels.get(call.method, call.path, status), call.ms / 1000);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
