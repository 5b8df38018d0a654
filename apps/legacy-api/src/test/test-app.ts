import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { SESSION_COOKIE } from '../auth/sessions';
import { type Database, openDatabase } from '../db/client';
import { type Env, parseEnv } from '../env';
import { loggerOptions } from '../logger';
import { createMailQueue, type MailQueue } from '../mail/mail-queue';
import type { Mailer } from '../mail/mailer';
import { seed } from '../seed/seed';
import { CapturingMailer } from './capturing-mailer';
import { loadFixtureContent } from './fixture-content';
import { createDatabase, dropDatabase, throwawayName, urlOfDatabase } from './postgres';

export interface TestDatabase {
  database: Database;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * One database per test file, shared by its tests: an in-memory PGlite, or with DATABASE_URL a
 * database of its own on that server. Either starts as the copy the global setup migrated and
 * seeded, with the real content or (`content: 'fixture'`) the learning tests' fixed lessons;
 * migrating and seeding again here are no-ops that keep this honest.
 */
export async function createTestDatabase(
  options: { content?: 'real' | 'fixture' } = {},
): Promise<TestDatabase> {
  const fixture = options.content === 'fixture';
  const source = inject(fixture ? 'fixtureDatabase' : 'testDatabase');
  let database: Database;
  let dropCopy = async () => {};
  if (source.kind === 'pglite') {
    const dump = new Blob([await readFile(source.dump)]);
    database = await openDatabase({ memory: true, loadDataDir: dump });
  } else {
    const name = throwawayName('legacy_api_test');
    await createDatabase(source.serverUrl, name, source.template);
    dropCopy = () => dropDatabase(source.serverUrl, name);
    database = await openDatabase({ url: urlOfDatabase(source.serverUrl, name) });
  }
  await database.migrate();
  await seed(database.db, { demo: true, content: fixture ? loadFixtureContent() : undefined });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'legacy-api-test-'));
  return {
    database,
    dataDir,
    async close() {
      await database.close();
      await dropCopy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export function testEnv(dataDir: string, overrides: Record<string, string> = {}): Env {
  return parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...overrides });
}

export interface TestApp {
  app: FastifyInstance;
  env: Env;
  /** Mail arrives here after the request has answered: `await mail.idle()` before reading it. */
  mailer: CapturingMailer;
  mail: MailQueue;
}

/** A full app on the shared database; cheap, so a test can build one with its own env or clock. */
export async function createTestApp(
  test: TestDatabase,
  options: {
    env?: Record<string, string>;
    now?: () => Date;
    mailer?: Mailer;
    logStream?: DestinationStream;
  } = {},
): Promise<TestApp> {
  const env = testEnv(test.dataDir, options.env);
  const mailer = new CapturingMailer();
  const log = options.logStream
    ? pino(loggerOptions(env, false), options.logStream)
    : pino(loggerOptions(env));
  const mail = createMailQueue(options.mailer ?? mailer, log);
  const app = await buildApp({
    env,
    db: test.database.db,
    mail,
    now: options.now,
    logStream: options.logStream,
  });
  return { app, env, mailer, mail };
}

/** The session token a response set, or undefined when it set none. */
export function sessionCookie(
  response: LightMyRequestResponse,
): { value: string; maxAge?: number } | undefined {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  return cookie ? { value: cookie.value, maxAge: cookie.maxAge } : undefined;
}

export const withSession = (token: string) => ({ [SESSION_COOKIE]: token });

let counter = 0;
/** A fresh address per call, so tests in one file never collide. */
export function uniqueEmail(domain = 'example.org'): string {
  counter += 1;
  return `learner${Date.now().toString(36)}${counter}@${domain}`;
}
