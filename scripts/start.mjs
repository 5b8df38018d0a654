// `npm start`: install, build, migrate + seed, start legacy-api and BFF, print how to try Studyflow.
import {
  ensurePnpm,
  installDependencies,
  run,
  startServer,
  step,
  stopOnSignals,
  waitForUrl,
} from './lib.mjs';

const edition = process.env.EDITION === 'pro' ? 'pro' : 'study';
const port = process.env.PORT ?? '3000';
const upstreamPort = process.env.LEGACY_API_PORT ?? '3001';
const publicOrigin = process.env.PUBLIC_ORIGIN ?? `http://localhost:${port}`;
const started = Date.now();
// legacy-api's rule (apps/legacy-api/src/env.ts): demo conveniences are on unless NODE_ENV=production
// or DEMO=0/false. `npm start` sets neither: it is the demo, unless the caller's environment says otherwise.
const demoFlag = (process.env.DEMO ?? '').trim().toLowerCase();
const demo = process.env.NODE_ENV !== 'production' && demoFlag !== '0' && demoFlag !== 'false';

const pnpm = ensurePnpm();
installDependencies(pnpm);

let done = step('Building the web app');
run(pnpm, ['--filter', '@studyflow/web', 'run', 'build']);
done();

done = step('Migrating and seeding the database (.data/)');
run(pnpm, ['--filter', '@studyflow/legacy-api', 'run', 'db:setup'], {
  env: { ...process.env, EDITION: edition },
});
done();

stopOnSignals();
done = step('Starting legacy-api and the BFF');
startServer('legacy-api', 'apps/legacy-api', { PORT: upstreamPort, EDITION: edition, APP_URL: publicOrigin });
await waitForUrl(`http://127.0.0.1:${upstreamPort}/api/health`);
startServer('bff', 'apps/bff', {
  PORT: port,
  EDITION: edition,
  PUBLIC_ORIGIN: publicOrigin,
  UPSTREAM_URL: `http://127.0.0.1:${upstreamPort}/api`,
  // Without the demo, legacy-api serves no mailbox, so the web must not link to one.
  ...(demo ? {} : { MAILBOX_URL: 'none' }),
});
await waitForUrl(`http://127.0.0.1:${port}/readyz`);
done();

const demoLearner =
  edition === 'pro'
    ? 'priya@workplace.example / StudyflowDemo1 (Pro learner)'
    : 'alex@university.example / StudyflowDemo1 (study learner)';
const tryIt = demo
  ? `
  Demo learner    ${demoLearner}
  Licence keys    1000000001 … 1000000050 (each works once, at /auth/dsa-licence)
  Institution     any address @university.example (at /auth/inst-licence)
  Local mailbox   http://127.0.0.1:${upstreamPort}/mailbox (confirmation and reset mails)

Demo mode: demo learners, 50 licence keys, the open domain and the local mailbox are on
(NODE_ENV=production or DEMO=0 turns them off: docs/operations.md, "Demo mode and production").
`
  : `

Demo mode is off (NODE_ENV=production or DEMO=0): no demo learners, demo licence keys, open domain
or local mailbox; a database seeded for a demo has had them removed. Add licence keys and institution
domains with pnpm --filter @studyflow/legacy-api run licences:add / institutions:add
(docs/operations.md, "Demo mode and production").
`;
process.stdout.write(`
Studyflow (${edition} edition) is ready in ${((Date.now() - started) / 1000).toFixed(0)} s:

  Open            ${publicOrigin}${tryIt}
Below: a line per request and per event from each server (LOG_LEVEL=debug adds the web app's files
and media). Press Ctrl+C to stop. EDITION=pro npm start runs the Pro edition.
`);
