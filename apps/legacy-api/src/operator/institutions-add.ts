import { addInstitution } from './operator-commands';
import { checkInstitution } from './operator-input';
import { runOperatorCommand } from './run-operator-command';

/** `pnpm --filter @studyflow/legacy-api run institutions:add -- "Northfield University" northfield.ac.uk` */
await runOperatorCommand({
  usage: [
    'Usage: pnpm --filter @studyflow/legacy-api run institutions:add -- "NAME" DOMAIN …',
    'Registers email domains of an institution: addresses at a domain (or a subdomain of it) may sign',
    'up without a licence key, confirming their address by mail. Registered domains are left as they',
    'are. Uses DATABASE_URL or DATA_DIR, like the server.',
  ].join('\n'),
  check: checkInstitution,
  apply: addInstitution,
});
