import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo, connect, createServer as createNetServer, type Socket } from 'node:net';

/** What the upstream does with one request; `body` is the request body, read in full. */
export type Behaviour = (req: IncomingMessage, res: ServerResponse, body: string) => void;

export interface FakeUpstream {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Requests received, as `METHOD /path?query`, in order. */
  readonly calls: string[];
  /** Scripts one path (query ignored). */
  script(path: string, behaviour: Behaviour): void;
  /** What unscripted paths do (500 until set); they are counted all the same. */
  fallback(behaviour: Behaviour): void;
  reset(): void;
  close(): Promise<void>;
}

export async function startFakeUpstream(): Promise<FakeUpstream> {
  const scripts = new Map<string, Behaviour>();
  const calls: string[] = [];
  let otherwise = status(500);
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const target = req.url ?? '/';
      calls.push(`${req.method} ${target}`);
      const behaviour = scripts.get(target.split('?')[0] ?? target) ?? otherwise;
      behaviour(req, res, Buffer.concat(chunks).toString('utf8'));
    });
  });
  // Scripted stalls must not make the fake wait on its own idle or request timers.
  server.requestTimeout = 0;
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    calls,
    script: (path, behaviour) => void scripts.set(path, behaviour),
    fallback: (behaviour) => {
      otherwise = behaviour;
    },
    reset: () => {
      scripts.clear();
      otherwise = status(500);
      calls.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// ─── Behaviours ─────────────────────────────────────────────────────────────────────────────────

export const json =
  (code: number, body: unknown, headers: Record<string, string | string[]> = {}): Behaviour =>
  (_req, res) => {
    res.writeHead(code, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  };

export const status = (code: number): Behaviour => json(code, { msg: `status ${code}` });

export const text =
  (code: number, body: string): Behaviour =>
  (_req, res) => {
    res.writeHead(code, { 'content-type': 'application/json' }).end(body);
  };

export const after =
  (ms: number, behaviour: Behaviour): Behaviour =>
  (req, res, body) => {
    const timer = setTimeout(() => behaviour(req, res, body), ms);
    res.once('close', () => clearTimeout(timer));
  };

/** Headers at once, then one byte every `everyMs`, forever: only a total deadline ends it. */
export const trickle =
  (everyMs: number): Behaviour =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('[');
    const timer = setInterval(() => res.write(' '), everyMs);
    res.once('close', () => clearInterval(timer));
  };

/** Headers and the first byte, then nothing more: only a body (idle) timeout ends it. */
export const stall = (): Behaviour => (_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.write('[');
};

/** Promises 4 KB, sends a quarter, then resets the connection (RST, not a clean FIN). */
export const resetMidBody = (): Behaviour => (_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': '4096' });
  res.write(`{"user":"${'x'.repeat(1_000)}`, () => res.socket?.resetAndDestroy());
};

/** `bytes` of valid JSON, with a Content-Length or chunked (where only counting can catch it). */
export const oversized =
  (bytes: number, declared: boolean): Behaviour =>
  (_req, res) => {
    const body = `{"pad":"${'x'.repeat(bytes)}"}`;
    res.writeHead(200, {
      'content-type': 'application/json',
      ...(declared && { 'content-length': String(Buffer.byteLength(body)) }),
    });
    // Chunked: many writes, so the size is only known by counting what arrives.
    for (let at = 0; at < body.length; at += 64 * 1024) res.write(body.slice(at, at + 64 * 1024));
    res.end();
  };

export const redirect =
  (location: string): Behaviour =>
  (_req, res) => {
    res.writeHead(302, { location, 'content-type': 'application/json' }).end('{}');
  };

/** A large media file, written as fast as the reader takes it. */
export const media =
  (bytes: number): Behaviour =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(bytes) });
    const chunk = Buffer.alloc(64 * 1024, 1);
    let left = bytes;
    const pump = () => {
      while (left > 0) {
        const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
        left -= piece.length;
        if (!res.write(piece)) return void res.once('drain', pump);
      }
      res.end();
    };
    pump();
  };

// ─── Origins where nothing answers ──────────────────────────────────────────────────────────────

/** An origin whose port was just free: connecting is refused at once. */
export async function downOrigin(): Promise<string> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

// A process whose event loop never turns never accepts: the kernel queues `backlog + 1` handshakes
// for it and then drops every further SYN, so connecting hangs until the caller gives up. Offline
// and deterministic, unlike a non-routable address whose fate depends on the host's routes.
const BLACK_HOLE_SOURCE = `
const server = require('node:net').createServer();
server.listen({ port: 0, host: '127.0.0.1', backlog: 1 }, () => {
  process.stdout.write(server.address().port + '\\n');
  setTimeout(() => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0), 20);
});`;

export interface BlackHole {
  origin: string;
  close(): void;
}

export async function startBlackHole(): Promise<BlackHole> {
  const child = spawn(process.execPath, ['-e', BLACK_HOLE_SOURCE], { stdio: ['ignore', 'pipe', 'ignore'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (data: Buffer) => resolve(Number(data.toString().trim())));
    child.once('exit', () => reject(new Error('black hole process exited')));
  });
  await new Promise((resolve) => setTimeout(resolve, 100));
  // Fill the accept queue until a handshake no longer completes.
  const fillers: Socket[] = [];
  for (let filled = false; !filled && fillers.length < 16; ) {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.on('error', () => undefined);
    fillers.push(socket);
    filled = await new Promise<boolean>((resolve) => {
      socket.once('connect', () => resolve(false));
      setTimeout(() => resolve(true), 150);
    });
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => {
      for (const socket of fillers) socket.destroy();
      child.kill('SIGKILL');
    },
  };
}
