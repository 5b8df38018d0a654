import type { Software } from '@studyflow/contracts/software';
import type { Id } from '@studyflow/contracts/tolerant';

/** ONB-9: software without a group sits in a 'Specialist' group. */
export const SPECIALIST_GROUP = 'Specialist';

export interface SoftwareGroup {
  name: string;
  items: Software[];
}

/**
 * The list as chip groups, in the order the groups first appear in the server's list (the
 * server's order is the curated one). 'Specialist' collects everything without a group and comes
 * where its first member appears, like any other group.
 */
export function groupSoftware(list: readonly Software[]): SoftwareGroup[] {
  const groups = new Map<string, Software[]>();
  for (const software of list) {
    const name = software.group?.trim() || SPECIALIST_GROUP;
    const members = groups.get(name);
    if (members) members.push(software);
    else groups.set(name, [software]);
  }
  return [...groups].map(([name, items]) => ({ name, items }));
}

/**
 * What the chips show first: the learner's own selection when they have one (ids the list no
 * longer offers are dropped), otherwise every software flagged assistive (ONB-10).
 */
export function initialSelection(list: readonly Software[], ownIds: readonly Id[]): Set<Id> {
  const offered = new Set(list.map((software) => software.id));
  const own = ownIds.filter((id) => offered.has(id));
  if (own.length > 0) return new Set(own);
  return new Set(list.filter((software) => software.assistive).map((software) => software.id));
}

/** The ids to send, in list order so the request is stable whatever order chips were pressed in. */
export function selectedIds(list: readonly Software[], selected: ReadonlySet<Id>): Id[] {
  return list.filter((software) => selected.has(software.id)).map((software) => software.id);
}
