import type { SearchHit, SearchResult } from '@studyflow/contracts/search';

export type GroupId = keyof SearchResult;

export interface SearchGroup {
  id: GroupId;
  hits: { key: string; hit: SearchHit }[];
}

/** SRC-1: steps, then chapters, then learning modules; empty groups are left out. Keys are unique across groups. */
export function searchGroups(results: SearchResult | undefined): SearchGroup[] {
  if (!results) return [];
  const order: GroupId[] = ['steps', 'chapters', 'learningModules'];
  return order
    .map((id) => ({ id, hits: results[id].map((hit) => ({ key: `${id}:${hit.id}`, hit })) }))
    .filter((group) => group.hits.length > 0);
}
