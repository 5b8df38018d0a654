// Learner accounts on the reference deployment (scripts/cluster.mjs), for the load test
// (bench/load/run.mjs) and the cluster's smoke test (scripts/smoke-cluster.mjs). Production has no
// demo learners: each is made once at the upstream's internal door, as an operator's licence and a
// learner's own sign-up and onboarding would make it, not through the BFF (its sign-up throttles are
// for people). Plain Node 20, no dependencies.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { DEPLOY_DIR } from './build-production.mjs';
import { portsOf } from './cluster.mjs';
import { ensureServerBin } from './postgres.mjs';

/** @typedef {NonNullable<ReturnType<typeof import('./cluster.mjs').readState>>} ClusterState */

export const LEARNER_PASSWORD = 'LoadLearner2026';
const DATABASE = 'studyflow';

/** @param {ClusterState} state */
const databaseUrl = (state) =>
  `postgres://postgres:${encodeURIComponent(state.pgPassword)}@127.0.0.1:${portsOf(state.base).postgres}/${DATABASE}`;

/**
 * One SQL statement on the cluster's database; rows as arrays of fields.
 * @param {ClusterState} state
 * @param {string} sql
 */
export function clusterQuery(state, sql) {
  const answer = spawnSync(
    path.join(ensureServerBin(), 'psql'),
    [
      '-h',
      '127.0.0.1',
      '-p',
      String(portsOf(state.base).postgres),
      '-U',
      'postgres',
      '-d',
      DATABASE,
      '-AtF',
      '\t',
    ],
    { input: sql, encoding: 'utf8', env: { ...process.env, PGPASSWORD: state.pgPassword } },
  );
  if (answer.status !== 0) throw new Error(`psql: ${answer.stderr}`);
  return answer.stdout
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => line.split('\t'));
}

/**
 * A call at the upstream's internal door, the session cookie carried by hand.
 * @param {string} door
 * @param {string} method
 * @param {string} url
 * @param {unknown} body
 * @param {string} [cookie]
 */
async function upstream(door, method, url, body, cookie) {
  const answer = await fetch(`${door}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie && { cookie }) },
    body: JSON.stringify(body),
  });
  const text = await answer.text();
  const setCookie = answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { status: answer.status, text, cookie: setCookie || cookie };
}

/**
 * Learners 1…count, each with a licence key (`firstKey` + n), signed up once at the upstream and
 * through onboarding (software chosen, course details) as the web's first sign-in does; those the
 * database has already are left as they are. Six at a time.
 * @param {ClusterState} state
 * @param {{ count: number, emailOf: (n: number) => string, firstKey: number, say?: (line: string) => void }} plan
 */
export async function ensureLearners(state, { count, emailOf, firstKey, say = () => undefined }) {
  const emails = Array.from({ length: count }, (_, index) => emailOf(index + 1));
  const existing = new Set(
    clusterQuery(
      state,
      `select email from users where email in (${emails.map((email) => `'${email.replaceAll("'", "''")}'`).join(',')})`,
    ).map(([email]) => email),
  );
  const missing = emails
    .map((email, index) => ({ email, n: index + 1 }))
    .filter(({ email }) => !existing.has(email));
  if (missing.length === 0) return;
  say(`Setup: adding licence keys and signing up ${missing.length} learners (not measured)…`);
  const keys = spawnSync(
    process.execPath,
    [path.join(DEPLOY_DIR, 'legacy-api', 'dist', 'licences-add.mjs'), `${firstKey + 1}-${firstKey + count}`],
    {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DATABASE_URL: databaseUrl(state) },
    },
  );
  if (keys.status !== 0) throw new Error(`licences-add: ${keys.stderr}`);
  const door = `http://127.0.0.1:${portsOf(state.base).apiDoor}/api`;
  let failed = 0;
  const signUp = async (/** @type {{ email: string, n: number }} */ { email, n }) => {
    const user = {
      email,
      confirm_email: email,
      password: LEARNER_PASSWORD,
      password_confirmation: LEARNER_PASSWORD,
      first_name: 'Load',
      surname: `Learner ${n}`,
      licence_key: String(firstKey + n),
      university: 'Load Test University',
      subscribed_to_updates: false,
      tos: true,
    };
    const made = await upstream(door, 'POST', '/auth/sign_up', { sign_up_type: 'dsa_licence', user });
    if (made.status !== 201) {
      failed += 1;
      say(`  sign-up of ${email}: ${made.status} ${made.text.slice(0, 160)}`);
      return;
    }
    const chosen = await upstream(
      door,
      'POST',
      '/users/softwares/select',
      { user: { software_ids: [1] } },
      made.cookie,
    );
    const info = await upstream(
      door,
      'POST',
      '/users/user_info',
      {
        user_info: {
          course_started: 2025,
          course_ends: 2028,
          course_name: 'Load testing',
          as_technology_level: 'beginner',
          essay_writing_level: 'medior',
          presentations_level: 'beginner',
          lectures_level: 'medior',
          reading_level: 'expert',
          organisation_level: 'beginner',
          revision_level: 'medior',
          study_priorities: null,
        },
      },
      chosen.cookie,
    );
    if (chosen.status !== 200 || info.status !== 201) failed += 1;
    await upstream(door, 'DELETE', '/auth/sign_out', undefined, info.cookie);
  };
  const queue = [...missing];
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) await signUp(next);
    }),
  );
  if (failed > 0) throw new Error(`${failed} learners could not be set up`);
}

/**
 * The steps a learner may open: the edition's text steps, by their four slugs.
 * @param {ClusterState} state
 */
export function textSteps(state) {
  return clusterQuery(
    state,
    `select f.slug, m.slug, c.slug, s.slug from steps s
       join chapters c on c.id = s.chapter_id
       join learning_modules m on m.id = c.learning_module_id
       join flows f on f.id = m.flow_id
     where s.edition = '${state.edition === 'pro' ? 'pro' : 'study'}' and s.page_type = 'text'
     order by s.id`,
  ).map(([flowSlug, learningModuleSlug, chapterSlug, stepSlug]) => ({
    flowSlug: String(flowSlug),
    learningModuleSlug: String(learningModuleSlug),
    chapterSlug: String(chapterSlug),
    stepSlug: String(stepSlug),
  }));
}
