import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { institutions } from './schema';

/** The institution whose domain the address belongs to, subdomains included (e.g. student.uni.example). */
export async function institutionForEmail(db: Db, normalisedEmail: string) {
  const domain = normalisedEmail.slice(normalisedEmail.lastIndexOf('@') + 1);
  if (domain === '') return undefined;
  const labels = domain.split('.');
  const candidates = labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
  if (candidates.length === 0) return undefined;
  const rows = await db.select().from(institutions).where(inArray(institutions.domain, candidates));
  // The most specific registered domain wins.
  return rows.sort((a, b) => b.domain.length - a.domain.length)[0];
}

/** Domains registered already keep their row. */
export async function insertInstitutions(
  db: Db,
  list: readonly { name: string; domain: string }[],
): Promise<void> {
  await db
    .insert(institutions)
    .values([...list])
    .onConflictDoNothing();
}

export type InstitutionRow = typeof institutions.$inferSelect;

/** The registered institutions among these domains. */
export function institutionsByDomains(db: Db, domains: readonly string[]): Promise<InstitutionRow[]> {
  if (domains.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(institutions)
    .where(inArray(institutions.domain, [...domains]));
}

/** Registers the domains that are not registered yet; answers those it added. */
export async function addInstitutionDomains(
  db: Db,
  name: string,
  domains: readonly string[],
): Promise<string[]> {
  if (domains.length === 0) return [];
  const rows = await db
    .insert(institutions)
    .values(domains.map((domain) => ({ name, domain })))
    .onConflictDoNothing()
    .returning({ domain: institutions.domain });
  return rows.map((row) => row.domain);
}

/** Unregisters these domains; accounts made through them stay. Answers the domains removed. */
export async function deleteInstitutionDomains(db: Db, domains: readonly string[]): Promise<string[]> {
  if (domains.length === 0) return [];
  const rows = await db
    .delete(institutions)
    .where(inArray(institutions.domain, [...domains]))
    .returning({ domain: institutions.domain });
  return rows.map((row) => row.domain);
}
