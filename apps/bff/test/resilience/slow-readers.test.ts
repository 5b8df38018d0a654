import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Bff, startBff } from './bff';
import { type FakeUpstream, json, media, startFakeUpstream } from './fake-upstream';
import {
  allowedMs,
  DEADLINE_VARS,
  DEADLINES,
  duringFault,
  learner,
  printMatrix,
  slowest,
  underLoad,
} from './matrix';
import { discover } from './procedures';

const READERS = 4;

let upstream: FakeUpstream;
let bff: Bff;
let port: number;
/** The BFF's own end of each accepted connection, by the client's port. */
const serverSide = new Map<number, Socket>();

beforeAll(async () => {
  upstream = await startFakeUpstream();
  bff = await startBff(upstream.origin, { ...DEADLINE_VARS, MEDIA_CONNECTIONS: String(READERS) });
  await bff.app.listen({ port: 0, host: '127.0.0.1' });
  bff.app.server.on('connection', (socket: Socket) => {
    if (socket.remotePort !== undefined) serverSide.set(socket.remotePort, socket);
  });
  const address = bff.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  port = address.port;
});
afterAll(async () => {
  await bff.close();
  await upstream.close();
});

/**
 * A browser that starts a big video and then stops reading it, leaving its connection open. Once
 * the kernel buffers between us are full the BFF can write no more; `cut` says how long after its
 * last write the BFF closed the connection (its idle timeout, as the BFF itself lives it).
 */
function slowReader(path: string): Promise<{ cut: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let received = 0;
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received < 256 * 1024) return;
      socket.pause();
      socket.removeAllListeners('data');
      const ours = socket.localPort === undefined ? undefined : serverSide.get(socket.localPort);
      if (ours === undefined) return reject(new Error('the BFF side of a reader was not seen'));
      // The socket's idle timer restarts on every write call, so the last call is what counts. A
      // timer polling bytesWritten would run late on a loaded machine and under-measure the cut.
      let lastWrite = performance.now();
      const write = ours.write.bind(ours) as (...args: unknown[]) => boolean;
      ours.write = ((...args: unknown[]) => {
        lastWrite = performance.now();
        return write(...args);
      }) as typeof ours.write;
      // Wrapped: a promise resolved with a promise would wait for it.
      const cut = new Promise<number>((done) =>
        ours.once('close', () => {
          socket.destroy();
          done(performance.now() - lastWrite);
        }),
      );
      resolve({ cut });
    });
    socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
  });
}

/** GETs `path` and reads the whole body: status and byte count. */
async function fullRead(path: string): Promise<{ status: number; bytes: number }> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`);
  return { status: response.status, bytes: (await response.arrayBuffer()).byteLength };
}

describe('fault matrix: browsers that stop reading a big media response', () => {
  it('are cut after the media idle timeout, and give their media connections back', async () => {
    upstream.fallback(json(200, []));
    const { lists } = await discover(
      async (procedure) => (await bff.app.inject(learner(procedure, 'probe'))).statusCode,
      upstream.calls,
    );
    upstream.reset();
    upstream.script('/uploads/big.mp4', media(64 * 1024 * 1024));
    upstream.script('/uploads/small.mp4', media(300 * 1024));
    const healthy = lists[0];
    if (healthy === undefined) throw new Error('no list query');
    upstream.script(healthy.path, json(200, []));

    const { answers, probes, stallMs } = await duringFault(
      bff,
      async () => {
        const stalled = await underLoad(READERS, () => slowReader('/uploads/big.mp4'));
        // The media pool is full of stalled readers, yet JSON calls have a pool of their own.
        expect(bff.app.upstream.stats().media.active).toBe(READERS);
        return Promise.all(
          stalled.map(async ({ cut }) => ({ status: 0, body: '', cpuMs: 0, ms: await cut })),
        );
      },
      healthy.procedure,
    );
    const row = {
      cell: 'slow-reading clients (media)',
      expected: 'connection cut',
      deadline: 'media idle',
      deadlineMs: DEADLINES.mediaIdleMs,
      measuredMs: slowest(answers),
      stallMs,
    };
    printMatrix([row]);
    for (const probe of probes) expect(probe.status, 'healthy call').toBe(200);
    expect(row.measuredMs).toBeLessThanOrEqual(allowedMs(row));
    // Never cut early (timers may fire a few ms either side of their due time).
    for (const answer of answers) expect(answer.ms).toBeGreaterThanOrEqual(DEADLINES.mediaIdleMs * 0.95);
    // Their media connections were given back: a new viewer gets a whole file.
    await expect.poll(() => bff.app.upstream.stats().media.active).toBe(0);
    expect(await fullRead('/uploads/small.mp4')).toEqual({ status: 200, bytes: 300 * 1024 });
  });
});
