import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import type { Edition } from '@studyflow/contracts/edition';

const bffDir = path.resolve(import.meta.dirname, '../../../apps/bff');

export interface BffProcess {
  origin: string;
  /** The BFF's JSON log lines so far (warn and above). */
  logs(): Record<string, unknown>[];
  stop(): Promise<void>;
}

/** A port nobody holds right now; the BFF binds it a moment later. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the BFF exited (${child.exitCode}):\n${output()}`);
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the BFF did not come up at ${url}:\n${output()}`);
}

export interface BffOptions {
  /**
   * More settings for this BFF, over the defaults below: e.g. an upstream's own cookie names
   * (`UPSTREAM_SESSION_COOKIE`, `UPSTREAM_RELAY_COOKIES`).
   */
  env?: Readonly<Record<string, string>>;
}

/**
 * The real BFF, started as `pnpm start` would (serving apps/web/dist), in front of `upstreamUrl`:
 * for suites that bring their own upstream instead of the config's legacy-api stacks.
 */
export async function startBff(
  edition: Edition,
  upstreamUrl: string,
  options: BffOptions = {},
): Promise<BffProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: bffDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      EDITION: edition,
      UPSTREAM_URL: upstreamUrl,
      PUBLIC_ORIGIN: origin,
      MAILBOX_URL: 'none',
      RATE_LIMIT_MAX: '100000',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitUntilUp(`${origin}/healthz`, child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    origin,
    logs: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
