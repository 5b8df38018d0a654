import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { SESSION_COOKIE } from '../auth/sessions';
import { type Database, openDatabase } from '../db/client';
import { seed } from '../db/seed';
import { type Env, parseEnv } from '../env';
import type { Mailer } from '../mail/mailer';
import { CapturingMailer } from './capturing-mailer';

export interface TestDatabase {
  database: Database;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * One in-memory PGlite per test file, shared by its tests. It starts from the template the global
 * setup migrated and seeded; migrating and seeding again here are no-ops that keep this honest.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = new Blob([await readFile(inject('pgliteTemplate'))]);
  const database = await openDatabase({ memory: true, loadDataDir: template });
  await database.migrate();
  await seed(database.db);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'legacy-api-test-'));
  return {
    database,
    dataDir,
    async close() {
      await database.close();
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
  mailer: CapturingMailer;
}

/** A full app on the shared database; cheap, so a test can build one with its own env or clock. */
export async function createTestApp(
  test: TestDatabase,
  options: { env?: Record<string, string>; now?: () => Date; mailer?: Mailer } = {},
): Promise<TestApp> {
  const env = testEnv(test.dataDir, options.env);
  const mailer = new CapturingMailer();
  const app = await buildApp({
    env,
    db: test.database.db,
    mailer: options.mailer ?? mailer,
    now: options.now,
  });
  return { app, env, mailer };
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
