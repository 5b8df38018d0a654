// What every browser bench prints beside its numbers: medians, the build measured, the machine and
// its load.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** @param {readonly number[]} values at least one */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

/**
 * Which build was measured: the entry script's hashed name and when index.html was written.
 * @param {string} dist
 */
export function distInfo(dist) {
  const index = path.join(dist, 'index.html');
  if (!existsSync(index)) return null;
  const entry = readFileSync(index, 'utf8').match(/<script[^>]+src="\/assets\/([^"]+)"/)?.[1] ?? null;
  return { dir: dist, entry, builtAt: statSync(index).mtime.toISOString() };
}

/** The machine, the browser and Node, once per run. */
export function machine() {
  return {
    node: process.version,
    chromium: spawnSync('/usr/bin/chromium', ['--version'], { encoding: 'utf8' }).stdout.trim(),
    cpus: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown'}`,
  };
}

/** The 1, 5 and 15 minute load averages, two decimals. */
export const loadAverage = () => os.loadavg().map((n) => n.toFixed(2));
