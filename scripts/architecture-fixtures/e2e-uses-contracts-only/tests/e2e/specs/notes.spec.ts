// Allowed: Node, the contracts' constants and the suite's own support.
import { readFileSync } from 'node:fs';
// Broken on purpose: a journey builds its addresses with the web app's code.
import { routes } from '../../../apps/web/src/config/paths';
import { NOTE_LIMIT } from '../../../packages/contracts/src/limits';
import { seedLearner } from '../support/seed';

export const journey = { limit: NOTE_LIMIT, href: routes.notes, learner: seedLearner(), read: readFileSync };
