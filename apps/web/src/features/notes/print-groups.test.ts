import { describe, expect, it } from 'vitest';
import { groupNotes } from './print-groups';

const note = (id: number, flowName: string, sectionName: string) => ({
  id,
  content: `n${id}`,
  flowName,
  sectionName,
});

describe('groupNotes (NOT-5)', () => {
  it('groups by flow, then by section, keeping the order each was first met', () => {
    const groups = groupNotes([
      note(1, 'Revision', 'Planning'),
      note(2, 'Essay Writing', 'Drafting'),
      note(3, 'Revision', 'Memory'),
      note(4, 'Revision', 'Planning'),
    ]);
    expect(groups).toEqual([
      {
        flowName: 'Revision',
        sections: [
          {
            sectionName: 'Planning',
            notes: [note(1, 'Revision', 'Planning'), note(4, 'Revision', 'Planning')],
          },
          { sectionName: 'Memory', notes: [note(3, 'Revision', 'Memory')] },
        ],
      },
      {
        flowName: 'Essay Writing',
        sections: [{ sectionName: 'Drafting', notes: [note(2, 'Essay Writing', 'Drafting')] }],
      },
    ]);
  });

  it('gives nothing for no notes', () => {
    expect(groupNotes([])).toEqual([]);
  });
});
