import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaUpstreamPath } from '../../src/files/media';
import { type Bff, startBff, timedInject } from './bff';
import { type FakeUpstream, startFakeUpstream } from './fake-upstream';
import { hostileInput, hostileMediaPath, hostileString, Rng } from './generator';
import { accepts, type ProcedureTarget, procedureTargets } from './procedures';
import { rawGet } from './raw-http';

const SEED = 0x5eed_2026;
const MIN_INPUTS = 10_000;
const MEDIA_PATHS = 600;
const SLOWEST_ALLOWED_MS = 1_000;
const BROWSER = { 'x-studyflow-csrf': '1', origin: 'http://localhost:3000' };

let upstream: FakeUpstream;
let bff: Bff;
let port: number;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  bff = await startBff(upstream.origin);
  await bff.app.listen({ port: 0, host: '127.0.0.1' });
  const address = bff.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  port = address.port;
});
afterAll(async () => {
  await bff.close();
  await upstream.close();
});

/**
 * A query string as a browser writes it: UTF-8, a lone surrogate (half an emoji) becoming U+FFFD,
 * where encodeURIComponent would throw instead of sending anything.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const queryValue = (value: string): string => encodeURIComponent(value.replace(LONE_SURROGATE, '\ufffd'));

/** One tRPC call or batch, as the web's links would send it with the method given. */
function trpcRequest(names: string[], method: 'GET' | 'POST', inputs: string[]): InjectOptions {
  const batched = names.length > 1;
  const payload = batched ? `{${inputs.map((input, index) => `"${index}":${input}`).join(',')}}` : inputs[0];
  const path = `/trpc/${names.join(',')}`;
  if (method === 'GET') {
    const search = [batched ? 'batch=1' : '', `input=${queryValue(payload ?? '')}`].filter(Boolean);
    return { method, url: `${path}?${search.join('&')}`, headers: BROWSER };
  }
  const url = batched ? `${path}?batch=1` : path;
  return { method, url, headers: { ...BROWSER, 'content-type': 'application/json' }, payload };
}

const rightMethod = (target: ProcedureTarget) => (target.type === 'query' ? 'GET' : 'POST');

/** Hostile input the procedure's own schema refuses (a generated input may, rarely, be valid). */
async function refusedInput(rng: Rng, target: ProcedureTarget): Promise<string | null> {
  for (let tries = 0; tries < 5; tries += 1) {
    // Now and then not JSON at all.
    const text = rng.chance(0.03) ? hostileString(rng) : hostileInput(rng, target.shapes);
    if (!(await accepts(target, text))) return text;
  }
  return null;
}

interface Call {
  names: string[];
  method: 'GET' | 'POST';
  inputs: string[];
}

/**
 * The router takes a path segment of at most 100 characters, so a batch whose names add up to more
 * is answered 404 before tRPC sees it (reported as notRouted). Most batches stay within it, so their
 * inputs are really validated; a few go past it on purpose.
 */
const ROUTABLE_NAMES = 100;

/**
 * A single call sent the right way, a single call sent the wrong way (any procedure), or a batch of
 * 2–10 (now and then past the batch limit) mixing both. A procedure taking no input is never sent
 * the right way: it would run, whatever the body.
 */
async function nextCall(
  rng: Rng,
  all: ProcedureTarget[],
  withInput: ProcedureTarget[],
): Promise<Call | null> {
  const roll = rng.int(100);
  if (roll < 20) {
    const target = rng.pick(withInput);
    const input = await refusedInput(rng, target);
    return input === null ? null : { names: [target.name], method: rightMethod(target), inputs: [input] };
  }
  if (roll < 30) {
    const target = rng.pick(all);
    const method = rightMethod(target) === 'GET' ? 'POST' : 'GET';
    return { names: [target.name], method, inputs: [hostileInput(rng, target.shapes)] };
  }
  const method = rng.chance(0.5) ? 'GET' : 'POST';
  const size = roll < 98 ? 2 + rng.int(9) : 11 + rng.int(3);
  const routable = roll < 95;
  const call: Call = { names: [], method, inputs: [] };
  while (call.names.length < size) {
    const target = rng.pick(all);
    if (routable && [...call.names, target.name].join(',').length > ROUTABLE_NAMES) break;
    const right = rightMethod(target) === method;
    if (right && target.input === null) continue;
    const input = right ? await refusedInput(rng, target) : hostileInput(rng, target.shapes);
    if (input === null) return null;
    call.names.push(target.name);
    call.inputs.push(input);
  }
  return call;
}

/**
 * Server errors in a tRPC answer (a batch has one entry per call); null when the answer is not
 * tRPC's at all (a plain 404 from the router, see the `notRouted` count).
 */
function serverErrors(body: string): number | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  const entries = Array.isArray(parsed) ? parsed : [parsed];
  return entries.filter((entry: { error?: { data?: { httpStatus?: number } } }) => {
    return (entry.error?.data?.httpStatus ?? 0) >= 500;
  }).length;
}

describe('fuzz: every procedure refuses hostile input before any upstream call', () => {
  // About 15 s on two idle cores, several times that when other suites share them: its own timeout.
  it('answers ≥ 10,000 generated inputs with client errors, fast, and never calls the upstream', async () => {
    const rng = new Rng(SEED);
    const targets = procedureTargets();
    const withInput = targets.filter((target) => target.input !== null);
    // Procedures without input run whatever the body says; sent only the wrong way (see report).
    expect(withInput.length).toBeGreaterThan(5);
    // `inputs` counts only calls tRPC itself answered: a batch the router turns away (see notRouted)
    // never reached validation, so it is reported apart and not counted.
    const stats = {
      requests: 0,
      inputs: 0,
      fiveXx: 0,
      notRouted: 0,
      notRoutedInputs: 0,
      validSkipped: 0,
      slowestMs: 0,
    };
    const costliest = { cpuMs: 0, ms: 0, what: '' };

    while (stats.inputs < MIN_INPUTS) {
      const call = await nextCall(rng, targets, withInput);
      if (call === null) {
        stats.validSkipped += 1;
        continue;
      }
      const { names, inputs } = call;
      const request = trpcRequest(names, call.method, inputs);
      const before = upstream.calls.length;
      const answer = await timedInject(bff.app, request).catch((error: unknown) => {
        throw new Error(`${request.method} ${request.url}`.slice(0, 300), { cause: error });
      });
      stats.requests += 1;
      const inBody = serverErrors(answer.body);
      if (inBody === null) {
        stats.notRouted += 1;
        stats.notRoutedInputs += inputs.length;
      } else {
        stats.inputs += inputs.length;
      }
      const bad = answer.status >= 500 ? 1 : (inBody ?? 0);
      stats.fiveXx += bad;
      stats.slowestMs = Math.max(stats.slowestMs, answer.ms);
      if (answer.cpuMs > costliest.cpuMs) {
        Object.assign(costliest, { cpuMs: answer.cpuMs, ms: answer.ms, what: `${request.method} ${names}` });
      }
      if (answer.cpuMs > SLOWEST_ALLOWED_MS) {
        expect.fail(
          `${request.method} ${names} cost ${answer.cpuMs.toFixed(0)} ms of CPU: ${inputs.join(',').slice(0, 120)}`,
        );
      }
      if (bad > 0 || upstream.calls.length !== before) {
        expect.fail(
          `${request.method} ${names.join(',')} → ${answer.status}, upstream ${upstream.calls.at(-1)}: ${inputs.join(',').slice(0, 300)}`,
        );
      }
    }

    console.log(
      `[fuzz:trpc] seed=${SEED} procedures=${targets.length} (no input: ${targets.length - withInput.length}, wrong method only) ` +
        `requests=${stats.requests} inputs=${stats.inputs} 5xx=${stats.fiveXx} upstreamCalls=${upstream.calls.length} ` +
        `notRouted=${stats.notRouted} (${stats.notRoutedInputs} inputs more) validSkipped=${stats.validSkipped} slowestMs=${stats.slowestMs.toFixed(0)} ` +
        `costliestCpuMs=${costliest.cpuMs.toFixed(0)} (${costliest.what}, ${costliest.ms.toFixed(0)} ms wall)`,
    );
    expect(stats.fiveXx).toBe(0);
    expect(upstream.calls).toEqual([]);
    // CPU, not wall time: other test runs share these cores, and a quadratic regex burns CPU.
    expect(costliest.cpuMs).toBeLessThan(SLOWEST_ALLOWED_MS);
    expect(bff.errors()).toEqual([]);
  }, 240_000);

  it('answers unknown and prototype procedure names with 4xx, never 5xx', async () => {
    const names = [
      '__proto__',
      'constructor',
      'prototype',
      'toString',
      'hasOwnProperty',
      'auth',
      'auth.__proto__',
    ];
    names.push(
      'auth.constructor',
      'auth..signIn',
      '%2e%2e',
      'auth.signIn%2F..%2FsignOut',
      'nope.x',
      'a,__proto__',
    );
    for (const name of names) {
      // GET raw on the socket (the inject client would resolve `%2e%2e` itself), POST injected.
      const raw = await rawGet(port, `/trpc/${name}?input=%7B%7D`);
      expect(raw.status, `GET ${name}`).toBeGreaterThanOrEqual(400);
      expect(raw.status, `GET ${name}`).toBeLessThan(500);
      const posted = await timedInject(bff.app, trpcRequest([name], 'POST', ['{}']));
      expect(posted.status, `POST ${name}`).toBeGreaterThanOrEqual(400);
      expect(posted.status, `POST ${name}`).toBeLessThan(500);
    }
    expect(upstream.calls).toEqual([]);
  });

  it('never forwards a hostile /uploads path, sent raw on the socket', async () => {
    const rng = new Rng(SEED ^ 0xa11);
    const stats = { sent: 0, fiveXx: 0, noAnswer: 0, validSkipped: 0, slowestMs: 0, costliestCpuMs: 0 };
    while (stats.sent < MEDIA_PATHS) {
      const target = hostileMediaPath(rng);
      if (mediaUpstreamPath('/uploads', target) !== null) {
        stats.validSkipped += 1;
        continue;
      }
      const answer = await rawGet(port, target);
      stats.sent += 1;
      if (answer.status >= 500) stats.fiveXx += 1;
      if (answer.status === 0) stats.noAnswer += 1;
      stats.slowestMs = Math.max(stats.slowestMs, answer.ms);
      stats.costliestCpuMs = Math.max(stats.costliestCpuMs, answer.cpuMs);
      if (answer.status >= 500 || upstream.calls.length > 0)
        expect.fail(`${answer.status} for ${target.slice(0, 200)}`);
    }
    console.log(
      `[fuzz:media] seed=${SEED ^ 0xa11} paths=${stats.sent} 5xx=${stats.fiveXx} noAnswer=${stats.noAnswer} ` +
        `upstreamCalls=${upstream.calls.length} validSkipped=${stats.validSkipped} slowestMs=${stats.slowestMs.toFixed(0)} costliestCpuMs=${stats.costliestCpuMs.toFixed(0)}`,
    );
    expect(stats.fiveXx).toBe(0);
    expect(stats.noAnswer).toBe(0);
    expect(upstream.calls).toEqual([]);
    expect(stats.costliestCpuMs).toBeLessThan(SLOWEST_ALLOWED_MS);
  });
});
