import { connect } from 'node:net';
import { performance } from 'node:perf_hooks';

export interface RawAnswer {
  /** 0 when the connection closed without a status line. */
  status: number;
  ms: number;
  /** CPU time this process spent meanwhile (the server under test runs in it). */
  cpuMs: number;
}

/**
 * One GET sent byte for byte on its own connection, as `curl --path-as-is` would: no client-side
 * normalisation of `..`, `\`, NUL or encodings, so the server sees exactly the hostile target.
 */
export function rawGet(port: number, target: string): Promise<RawAnswer> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let head = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      if (head.length < 64) head += chunk;
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      const used = process.cpuUsage(cpu);
      resolve({ status, ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 });
    });
    socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
  });
}
