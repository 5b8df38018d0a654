import { existsSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../auth/auth-messages';
import { avatarFileOf } from '../avatar/avatar-files';
import * as schema from '../db/schema';
import { createOutboxMailer, outboxDir } from '../mail/outbox-mailer';
import { TINY_JPEG_DATA_URL } from '../test/jpeg';
import { newLearner } from '../test/learners';
import { STUDY_FLOWS } from '../test/seed-content';
import {
  createTestApp,
  createTestDatabase,
  sessionCookie,
  type TestApp,
  type TestDatabase,
  testEnv,
  uniqueEmail,
  withSession,
} from '../test/test-app';
import { DEMO_PASSWORD } from './demo-data';
import { seed } from './seed';
import { seedAtStart } from './seed-at-start';

const ALEX = 'alex@university.example';
const PRIYA = 'priya@workplace.example';

/** The file starts as every test database does: seeded in demo mode. */
let test: TestDatabase;
let dev: TestApp;

beforeAll(async () => {
  test = await createTestDatabase();
  dev = await createTestApp(test, {
    env: { NODE_ENV: 'development' },
    mailer: createOutboxMailer(outboxDir(test.dataDir), 'Studyflow <no-reply@studyflow.example>', {
      info() {},
    }),
  });
});
afterAll(async () => {
  await dev.app.close();
  await test.close();
});

const signIn = (t: TestApp, email: string, password = DEMO_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign_in', payload: { email, password } });
const signUp = (t: TestApp, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign_up', payload });
const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url });

function licenceSignUp(t: TestApp, licenceKey: string) {
  const email = uniqueEmail();
  const user = { email, confirm_email: email, password: 'LongEnough1', password_confirmation: 'LongEnough1' };
  return signUp(t, {
    sign_up_type: 'dsa_licence',
    user: {
      ...user,
      first_name: 'Sam',
      surname: 'Lee',
      licence_key: licenceKey,
      university: 'Northfield',
      tos: true,
    },
  });
}

const institutionSignUp = (t: TestApp, email: string) =>
  signUp(t, {
    sign_up_type: 'institution',
    user: {
      email,
      password: 'LongEnough1',
      password_confirmation: 'LongEnough1',
      first_name: 'Jo',
      surname: 'Ng',
      tos: true,
    },
  });

/** The product's own content: what every mode seeds alike. */
async function contentCounts() {
  const { db } = test.database;
  const rows = async (table: typeof schema.steps | typeof schema.flows | typeof schema.softwares) =>
    (await db.select({ n: count() }).from(table))[0]?.n;
  return {
    flows: await rows(schema.flows),
    steps: await rows(schema.steps),
    softwares: await rows(schema.softwares),
    chapters: (await db.select({ n: count() }).from(schema.chapters))[0]?.n,
    tutorialSteps: (await db.select({ n: count() }).from(schema.tutorialSteps))[0]?.n,
  };
}

let mailId = '';
let alexSession = '';
let alexAvatar = '';
let contentBefore: Awaited<ReturnType<typeof contentCounts>>;

describe('demo mode (the default outside production)', () => {
  it('serves the mailbox, signs the demo learners in, takes the demo keys and the open domain', async () => {
    expect(dev.env.demo).toBe(true);
    const alex = await signIn(dev, ALEX);
    expect(alex.statusCode).toBe(200);
    alexSession = sessionCookie(alex)?.value ?? '';
    expect((await signIn(dev, PRIYA)).statusCode).toBe(200);
    const avatar = await dev.app.inject({
      method: 'POST',
      url: '/api/users/avatar',
      cookies: withSession(alexSession),
      payload: { avatar: { image: TINY_JPEG_DATA_URL } },
    });
    expect(avatar.statusCode).toBe(201);
    alexAvatar = avatar.json().avatar.large;
    // 1000000002 is activated here: an activated key keeps its record when demo mode goes.
    expect((await licenceSignUp(dev, '1000000002')).statusCode).toBe(201);
    expect((await institutionSignUp(dev, 'jo.ng@university.example')).statusCode).toBe(201);
    const mails = await get(dev, '/mailbox.json');
    expect(mails.statusCode).toBe(200);
    mailId = mails.json()[0]?.id;
    expect(mails.json()[0]?.to).toBe('jo.ng@university.example');
    expect((await get(dev, '/mailbox')).statusCode).toBe(200);
    expect((await get(dev, `/mailbox/${mailId}`)).statusCode).toBe(200);
    contentBefore = await contentCounts();
  });
});

describe('a database seeded for a demo, started without demo mode', () => {
  it('loses the demo learners (with their sessions and avatar files), unused demo keys and the open domain', async () => {
    const removed = await seedAtStart(test.database.db, testEnv(test.dataDir, { NODE_ENV: 'production' }));
    expect(removed).toBe(
      `demo mode is off: removed demo learners ${ALEX}, ${PRIYA}; 49 unused demo licence keys; ` +
        'demo institution domains university.example (a demo seed had made them)',
    );
    const fileOfAvatar = avatarFileOf(test.dataDir, alexAvatar);
    expect(fileOfAvatar).not.toBeNull();
    expect(existsSync(fileOfAvatar ?? '')).toBe(false);
    const { db } = test.database;
    const keys = await db.select().from(schema.licenceKeys);
    expect(keys.map((key) => key.key)).toEqual(['1000000002']);
    expect(keys[0]?.usedByUserId).toEqual(expect.any(Number));
    expect(await db.select().from(schema.institutions)).toEqual([]);
    // Accounts made through the demo's ways in are people's accounts: they stay.
    const [jo] = await db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, 'jo.ng@university.example'));
    expect(jo?.university).toBe('University of Example');
    // The product's content is all there.
    expect(await contentCounts()).toEqual(contentBefore);
  });

  it('changes nothing when seeded again without demo mode', async () => {
    const { db } = test.database;
    const users = await db.select().from(schema.users);
    expect(await seed(db, { demo: false })).toEqual({
      learners: [],
      licenceKeys: 0,
      institutions: [],
      avatarUrls: [],
    });
    expect(await seedAtStart(db, testEnv(test.dataDir, { DEMO: '0' }))).toBeNull();
    expect(await db.select().from(schema.users)).toEqual(users);
    expect((await db.select().from(schema.licenceKeys)).map((key) => key.key)).toEqual(['1000000002']);
    expect(await contentCounts()).toEqual(contentBefore);
  });

  const offSettings: Record<string, string>[] = [
    { NODE_ENV: 'production' },
    { NODE_ENV: 'development', DEMO: '0' },
  ];
  for (const env of offSettings) {
    const label = Object.entries(env)
      .map(([name, value]) => `${name}=${value}`)
      .join(' ');
    describe(`under ${label}`, () => {
      let app: TestApp;
      beforeAll(async () => {
        app = await createTestApp(test, { env });
      });
      afterAll(async () => {
        await app.app.close();
      });

      it('serves no mailbox', async () => {
        expect(app.env.demo).toBe(false);
        for (const url of ['/mailbox', '/mailbox.json', `/mailbox/${mailId}`]) {
          const response = await get(app, url);
          expect(response.statusCode, url).toBe(404);
          expect(response.json(), url).toEqual({ msg: 'Not Found' });
        }
      });

      it('signs no demo learner in, and their old session is gone', async () => {
        for (const email of [ALEX, PRIYA]) {
          const response = await signIn(app, email);
          expect(response.statusCode, email).toBe(401);
          expect(response.json()).toEqual({ msg: AUTH_MESSAGES.invalidCredentials });
        }
        const authorize = await app.app.inject({
          method: 'POST',
          url: '/api/auth/authorize',
          cookies: withSession(alexSession),
        });
        expect(authorize.statusCode).toBe(401);
      });

      it('refuses the demo licence keys and the open domain at sign-up', async () => {
        for (const key of ['1000000001', '1000000050']) {
          const response = await licenceSignUp(app, key);
          expect(response.statusCode, key).toBe(422);
          expect(response.json()).toEqual({ msg: AUTH_MESSAGES.licenceUnknown });
        }
        expect((await licenceSignUp(app, '1000000002')).json()).toEqual({ msg: AUTH_MESSAGES.licenceUsed });
        const institution = await institutionSignUp(app, uniqueEmail('university.example'));
        expect(institution.statusCode).toBe(422);
        expect(institution.json()).toEqual({ msg: AUTH_MESSAGES.notInstitution });
      });

      it('still serves the learning content to a learner', async () => {
        const learner = await newLearner(test);
        const flows = await app.app.inject({ method: 'GET', url: '/api/flows', cookies: learner.cookies });
        expect(flows.statusCode).toBe(200);
        expect(flows.json().flows).toHaveLength(STUDY_FLOWS.length);
      });
    });
  }

  it('brings the demo back when demo mode returns', async () => {
    expect(await seed(test.database.db, { demo: true })).toBeNull();
    expect((await signIn(dev, ALEX)).statusCode).toBe(200);
    expect((await licenceSignUp(dev, '1000000001')).statusCode).toBe(201);
  });
});
