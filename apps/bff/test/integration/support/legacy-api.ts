import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LEGACY_API_DIR = fileURLToPath(new URL('../../../../legacy-api', import.meta.url));

export interface Mail {
  id: string;
  to: string;
  subject: string;
  date: string;
  text: string;
  links: string[];
}

export interface LegacyApi {
  /** `http://127.0.0.1:<port>`; the REST API is under `/api`. */
  origin: string;
  /** The outbox, newest first. */
  mailbox(): Promise<Mail[]>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function waitForHealth(origin: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`legacy-api exited (${child.exitCode}):\n${output()}`);
    const ok = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`legacy-api did not become healthy:\n${output()}`);
}

/** The real legacy-api in a child process on a fresh data directory (migrated and seeded at start). */
export async function startLegacyApi(vars: Record<string, string> = {}): Promise<LegacyApi> {
  const dataDir = await mkdtemp(join(tmpdir(), 'studyflow-legacy-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: LEGACY_API_DIR,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EDITION: 'study',
      APP_URL: 'http://localhost:3000',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...vars,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(origin, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    origin,
    async mailbox() {
      const response = await fetch(`${origin}/mailbox.json`);
      if (!response.ok) throw new Error(`mailbox.json answered ${response.status}`);
      return (await response.json()) as Mail[];
    },
    stop,
  };
}

/** The token at the end of the newest mail link to `/auth/<kind>/<token>` for this address. */
export async function tokenFromMail(api: LegacyApi, to: string, kind: 'confirmations' | 'reset_password') {
  const mail = (await api.mailbox()).find((item) => item.to.includes(to));
  const link = mail?.links.find((href) => href.includes(`/auth/${kind}/`));
  const token = link?.split(`/auth/${kind}/`)[1]?.split(/[?#]/)[0];
  if (token === undefined || token === '') throw new Error(`no ${kind} link mailed to ${to}`);
  return decodeURIComponent(token);
}
