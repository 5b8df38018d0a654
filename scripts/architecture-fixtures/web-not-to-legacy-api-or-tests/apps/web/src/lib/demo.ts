// Broken on purpose: the web reads the upstream's seed data instead of asking the BFF.
import { DEMO_LEARNERS } from '../../../legacy-api/src/demo';

export const demoNames = DEMO_LEARNERS.map((learner) => learner.name);
