import type { Edition } from '@studyflow/contracts/edition';

export interface Stack {
  edition: Edition;
  baseURL: string;
  bffPort: number;
  legacyPort: number;
  legacyUrl: string;
}

const stack = (edition: Edition, bffPort: number, legacyPort: number): Stack => ({
  edition,
  bffPort,
  legacyPort,
  baseURL: `http://localhost:${bffPort}`,
  legacyUrl: `http://127.0.0.1:${legacyPort}`,
});

/** E2E_PORT_BASE lets two suites run side by side on one machine (each needs four ports). */
const base = Number(process.env.E2E_PORT_BASE ?? 3100);

export const EDITIONS: Record<Edition, Stack> = {
  study: stack('study', base, base + 1),
  pro: stack('pro', base + 2, base + 3),
};

/** What the legacy-api seed creates (see README "Trying it"). */
export const SEED = {
  password: 'StudyflowDemo1',
  learner: {
    study: { email: 'alex@university.example', firstName: 'Alex' },
    pro: { email: 'priya@workplace.example', firstName: 'Priya' },
  },
  institutionDomain: 'university.example',
} as const;
