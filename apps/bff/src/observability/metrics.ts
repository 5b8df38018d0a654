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

  return {
    registry,
    observeRequest(labels: { method: string; route: string; procedure: string; status: number }, ms: number) {
      http.observe({ ...labels, status: String(labels.status) }, ms / 1000);
    },
    observeUpstream(call: UpstreamCallRecord) {
      const status = call.status === null ? (call.error ?? 'error') : String(call.status);
      upstream.observe({ method: call.method, path: normalisePath(call.path), status }, call.ms / 1000);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
