import { addLicences } from './operator-commands';
import { checkLicenceKeys } from './operator-input';
import { runOperatorCommand } from './run-operator-command';

/** `pnpm --filter @studyflow/legacy-api run licences:add -- 2000000001 2000000002 2000000100-2000000199` */
await runOperatorCommand({
  usage: [
    'Usage: pnpm --filter @studyflow/legacy-api run licences:add -- KEY|FIRST-LAST …',
    'Adds single-use licence keys (ten digits each; a range FIRST-LAST adds every key in it).',
    'Keys that exist are left as they are. Uses DATABASE_URL or DATA_DIR, like the server.',
  ].join('\n'),
  check: checkLicenceKeys,
  apply: addLicences,
});
