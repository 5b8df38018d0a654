import { addInstitutionDomains, institutionsByDomains } from '../auth/institution-queries';
import { addLicenceKeys, licencesByKeys } from '../auth/licence-queries';
import type { Db } from '../db/client';
import type { InstitutionInput } from './operator-input';

/** At most this many keys are named in a line; the rest are counted. */
const LISTED = 10;

function list(keys: readonly string[]): string {
  const shown = keys.slice(0, LISTED).join(', ');
  return keys.length > LISTED ? `${shown} and ${keys.length - LISTED} more` : shown;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Adds the keys that are new; keys that exist stay exactly as they are. Answers what it did, line by line. */
export async function addLicences(db: Db, keys: readonly string[]): Promise<string[]> {
  const added = new Set(await addLicenceKeys(db, keys));
  const existing = await licencesByKeys(
    db,
    keys.filter((key) => !added.has(key)),
  );
  const activated = existing.filter((row) => row.usedByUserId !== null || row.usedAt !== null);
  const unused = existing.filter((row) => !activated.includes(row));
  const lines: string[] = [];
  if (added.size > 0)
    lines.push(`Added ${plural(added.size, 'licence key', 'licence keys')}: ${list([...added])}.`);
  if (unused.length > 0)
    lines.push(`Already there and unused, left as they are: ${list(unused.map((row) => row.key))}.`);
  if (activated.length > 0)
    lines.push(`Already there and activated, left as they are: ${list(activated.map((row) => row.key))}.`);
  return lines;
}

/** Registers the domains that are new for the institution; registered ones stay as they are. */
export async function addInstitution(db: Db, { name, domains }: InstitutionInput): Promise<string[]> {
  const added = await addInstitutionDomains(db, name, domains);
  const lines = added.map(
    (domain) =>
      `Registered ${domain} for ${name}: addresses @${domain} and @<anything>.${domain} may sign up with their institution.`,
  );
  const others = await institutionsByDomains(
    db,
    domains.filter((domain) => !added.includes(domain)),
  );
  for (const row of others) {
    const owner = row.name === name ? name : `${row.name} (not ${name})`;
    lines.push(`${row.domain} was already registered for ${owner}: left as it is.`);
  }
  return lines;
}
