// Where a V8 CPU profile (`node --cpu-prof`) spends its busy time: self and inclusive time per
// file:function and self time per package. Idle time is left out of every share.
// Usage: node bench/gateway/profile-summary.mjs <file.cpuprofile> [--skip seconds] [--top 25]
// `--skip` leaves out the first seconds of the profile (start-up and warm-up); run.mjs prints it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { skip: { type: 'string', default: '0' }, top: { type: 'string', default: '25' } },
});
const file = positionals[0];
if (!file) throw new Error('usage: node profile-summary.mjs <file.cpuprofile> [--skip seconds] [--top n]');
const top = Number(args.top);
const skipUs = Number(args.skip) * 1e6;
/**
 * The parts of a `.cpuprofile` (V8's Profiler.Profile) read here.
 * @type {{
 *   nodes: { id: number; callFrame: { url: string; functionName: string; lineNumber: number }; children?: number[] }[];
 *   samples: number[];
 *   timeDeltas: number[];
 * }}
 */
const profile = JSON.parse(readFileSync(file, 'utf8'));

/**
 * `fastify/lib/route.js`, `apps/bff/src/app.ts`, `node:internal/…`: short and unambiguous.
 * @param {string} url
 */
function shortUrl(url) {
  if (url === '') return '';
  const plain = url.startsWith('file://') ? fileURLToPath(url) : url;
  const modules = plain.lastIndexOf('/node_modules/');
  if (modules >= 0) return plain.slice(modules + '/node_modules/'.length);
  return plain.startsWith(root) ? path.relative(root, plain) : plain;
}

/** @param {string} url a shortUrl() */
function packageOf(url) {
  if (url.startsWith('node:')) return 'node core';
  if (url.startsWith('apps/') || url.startsWith('packages/') || url.startsWith('bench/'))
    return url.split('/').slice(0, 2).join('/');
  const parts = url.split('/');
  return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? url);
}

/** @typedef {{ key: string; url: string; name: string; children: number[]; parent: number | null }} Frame */
/** @type {Map<number, Frame>} */
const nodes = new Map();
for (const node of profile.nodes) {
  const url = shortUrl(node.callFrame.url);
  const name = node.callFrame.functionName || '(anonymous)';
  const key = url ? `${url}:${node.callFrame.lineNumber + 1} ${name}` : name;
  nodes.set(node.id, { key, url, name, children: node.children ?? [], parent: null });
}
for (const [id, node] of nodes) {
  for (const child of node.children) {
    const frame = nodes.get(child);
    if (frame) frame.parent = id;
  }
}

/**
 * A frame, then its caller, its caller's caller and so on up to the root.
 * @param {Frame} frame
 * @returns {Generator<Frame>}
 */
function* callers(frame) {
  /** @type {Frame | undefined} */
  let at = frame;
  while (at) {
    yield at;
    at = at.parent === null ? undefined : nodes.get(at.parent);
  }
}

/**
 * Node core and native frames are charged to the nearest caller that is a package or our code.
 * @param {Frame} node
 */
function owner(node) {
  for (const at of callers(node)) {
    if (at.url && !at.url.startsWith('node:'))
      return /^(apps|packages)\//.test(at.url) ? at.url : packageOf(at.url);
  }
  return node.url ? packageOf(node.url) : node.name;
}

const self = new Map();
const owned = new Map();
const inclusive = new Map();
const byPackage = new Map();
/**
 * @param {Map<string, number>} map
 * @param {string} key
 * @param {number} ms
 */
const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
let busy = 0;
let idle = 0;
let elapsedUs = 0;
profile.samples.forEach((id, index) => {
  const deltaUs = profile.timeDeltas[index] ?? 0;
  elapsedUs += deltaUs;
  if (elapsedUs < skipUs) return;
  const ms = deltaUs / 1000;
  const node = nodes.get(id);
  if (!node) throw new Error(`a sample of node ${id}, which the profile does not have`);
  if (node.name === '(idle)') {
    idle += ms;
    return;
  }
  busy += ms;
  add(self, node.key, ms);
  const group = node.url ? packageOf(node.url) : node.name.startsWith('(') ? node.name : '(native)';
  add(byPackage, group, ms);
  add(owned, node.name === '(garbage collector)' || node.name === '(program)' ? node.name : owner(node), ms);
  const seen = new Set();
  for (const at of callers(node)) {
    if (at.name === '(root)' || seen.has(at.key)) continue;
    seen.add(at.key);
    add(inclusive, at.key, ms);
  }
});

const pct = (/** @type {number} */ ms) => `${((100 * ms) / busy).toFixed(1).padStart(5)} %`;
/**
 * @param {string} title
 * @param {Map<string, number>} map
 * @param {number} count
 */
const table = (title, map, count) => {
  const rows = [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);
  return [`\n${title}`, ...rows.map(([key, ms]) => `${pct(ms)}  ${ms.toFixed(0).padStart(7)} ms  ${key}`)];
};
const lines = [
  `${file}`,
  `from ${args.skip} s: busy ${busy.toFixed(0)} ms, idle ${idle.toFixed(0)} ms (shares are of busy time)`,
  ...table('Self time by package', byPackage, 15),
  ...table('Self time by package (our code by file), Node core charged to its caller', owned, 20),
  ...table('Self time by function', self, top),
  ...table('Inclusive time by function', inclusive, top),
];
process.stdout.write(`${lines.join('\n')}\n`);
