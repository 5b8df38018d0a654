import type { DemoAccess } from '../seed/seed-content';

/** What a command was given, checked: the value to apply, or every problem at once. */
export type Checked<T> = { ok: true; value: T } | { ok: false; problems: string[] };

/** Learners are told a licence key has ten digits (ACC-12, LIM-11); the operator's keys do. */
const KEY = /^[0-9]{10}$/;
const RANGE = /^([0-9]{10})-([0-9]{10})$/;
/** One run adds at most this many keys: a typo in a range should not write millions of rows. */
export const MAX_KEYS_PER_RUN = 10_000;
/** Lowercase labels of letters, digits and inner hyphens, and a top-level domain of letters. */
const DOMAIN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const NAME_MAX = 200;

/** pnpm hands `--` on to the script; it separates nothing here. */
export const commandArgs = (argv: readonly string[]): string[] => argv.filter((arg) => arg !== '--');

/**
 * Keys as given (`2000000001`) or as an inclusive range (`2000000001-2000000100`), in order, each
 * once. The demo's published keys are refused: whoever read the README could activate them.
 */
export function checkLicenceKeys(args: readonly string[], demo: DemoAccess): Checked<string[]> {
  if (args.length === 0) return { ok: false, problems: ['Give one or more licence keys.'] };
  const problems: string[] = [];
  const keys = new Set<string>();
  for (const raw of args) {
    const arg = raw.trim();
    const range = RANGE.exec(arg);
    if (range) {
      const first = Number(range[1]);
      const last = Number(range[2]);
      if (last < first) problems.push(`"${arg}": a range goes from the smaller key to the larger.`);
      else if (last - first + 1 > MAX_KEYS_PER_RUN)
        problems.push(`"${arg}": at most ${MAX_KEYS_PER_RUN} keys at a time.`);
      else for (let key = first; key <= last; key += 1) keys.add(String(key));
    } else if (KEY.test(arg)) keys.add(arg);
    else problems.push(`"${arg}" is not a licence key (ten digits) or a range of them (FIRST-LAST).`);
  }
  const published = new Set(demo.licenceKeys);
  const demoKeys = [...keys].filter((key) => published.has(key));
  if (demoKeys.length > 0) {
    const shown = demoKeys.length === 1 ? demoKeys[0] : `${demoKeys.length} of them, e.g. ${demoKeys[0]}`;
    problems.push(
      `${shown}: the demo publishes these keys (${demo.licenceKeys[0]} … ${demo.licenceKeys.at(-1)}); choose others.`,
    );
  }
  if (keys.size > MAX_KEYS_PER_RUN) problems.push(`At most ${MAX_KEYS_PER_RUN} keys at a time.`);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: [...keys] };
}

export interface InstitutionInput {
  name: string;
  domains: string[];
}

/**
 * The institution's name, then one or more email domains (a leading `@` and capitals are fine:
 * `@Northfield.ac.uk` is `northfield.ac.uk`). The demo's open domains are refused.
 */
export function checkInstitution(args: readonly string[], demo: DemoAccess): Checked<InstitutionInput> {
  const [rawName, ...rawDomains] = args;
  const name = rawName?.trim().replace(/\s+/g, ' ') ?? '';
  if (name === '' || rawDomains.length === 0)
    return { ok: false, problems: ["Give the institution's name, then one or more email domains."] };
  const problems: string[] = [];
  if (DOMAIN.test(name.toLowerCase()))
    problems.push(`"${name}" looks like a domain: the name comes first, e.g. "Northfield University".`);
  if (name.length > NAME_MAX) problems.push(`The name is longer than ${NAME_MAX} characters.`);
  const demoDomains = new Set(demo.institutions.map((institution) => institution.domain));
  const domains = new Set<string>();
  for (const raw of rawDomains) {
    const domain = raw.trim().replace(/^@/, '').toLowerCase();
    if (!DOMAIN.test(domain)) problems.push(`"${raw}" is not an email domain (e.g. northfield.ac.uk).`);
    else if (demoDomains.has(domain)) problems.push(`${domain} is the demo's open domain; choose another.`);
    else domains.add(domain);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: { name, domains: [...domains] } };
}
