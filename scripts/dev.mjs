// `npm run dev`: legacy-api and BFF in watch mode, Vite with HMR on http://localhost:5173.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensurePnpm, root } from './lib.mjs';

const pnpm = ensurePnpm();
const edition = process.env.EDITION === 'pro' ? 'pro' : 'study';
/** @type {[name: string, filter: string, env: NodeJS.ProcessEnv][]} */
const services = [
  ['legacy-api', '@studyflow/legacy-api', { EDITION: edition, APP_URL: 'http://localhost:5173' }],
  [
    'bff',
    '@studyflow/bff',
    { EDITION: edition, PUBLIC_ORIGIN: 'http://localhost:5173', ALLOWED_ORIGINS: 'http://localhost:3000' },
  ],
  ['web', '@studyflow/web', {}],
];

const children = services.map(([name, filter, env]) => {
  const child = spawn(pnpm, ['--filter', filter, 'run', 'dev'], {
    cwd: path.resolve(root),
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  child.on('exit', (code) => process.stdout.write(`${name} exited (${code})\n`));
  return child;
});
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 5000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
process.stdout.write(
  `\nStudyflow dev (${edition}): http://localhost:5173 (Vite, HMR) → BFF :3000 → legacy-api :3001\n`,
);
