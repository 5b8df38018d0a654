import type { Software } from '@studyflow/contracts/software';
import { describe, expect, it } from 'vitest';
import { groupSoftware, initialSelection, SPECIALIST_GROUP, selectedIds } from './software-groups';

const software = (id: number, group: string | null, assistive: boolean): Software => ({
  id,
  name: `Software ${id}`,
  slug: `software-${id}`,
  image: null,
  description: null,
  group,
  assistive,
});

const list = [
  software(1, 'Text to speech', true),
  software(2, null, true),
  software(3, 'Mind mapping', false),
  software(4, 'Text to speech', false),
  software(5, '', false),
];

describe('groupSoftware', () => {
  it("puts software without a group in 'Specialist' and keeps the server's order", () => {
    const groups = groupSoftware(list);
    expect(groups.map((group) => group.name)).toEqual(['Text to speech', SPECIALIST_GROUP, 'Mind mapping']);
    expect(groups[0]?.items.map((item) => item.id)).toEqual([1, 4]);
    expect(groups[1]?.items.map((item) => item.id)).toEqual([2, 5]);
  });
  it('gives no groups for an empty list', () => {
    expect(groupSoftware([])).toEqual([]);
  });
});

describe('initialSelection', () => {
  it('selects every assistive software when the learner has none', () => {
    expect([...initialSelection(list, [])]).toEqual([1, 2]);
  });
  it("keeps the learner's own selection instead", () => {
    expect([...initialSelection(list, [3, 4])]).toEqual([3, 4]);
  });
  it('drops ids the list no longer offers, and falls back when none are left', () => {
    expect([...initialSelection(list, [4, 99])]).toEqual([4]);
    expect([...initialSelection(list, [99])]).toEqual([1, 2]);
  });
});

describe('selectedIds', () => {
  it('sends ids in list order', () => {
    expect(selectedIds(list, new Set([4, 1, 3]))).toEqual([1, 3, 4]);
  });
});
