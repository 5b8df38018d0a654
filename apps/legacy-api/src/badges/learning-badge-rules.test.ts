import { describe, expect, it } from 'vitest';
import {
  favouriteBadgesToAward,
  noteBadgesToAward,
  progressBadgesToAward,
  reflectionBadgesToAward,
} from './learning-badge-rules';

const none = new Set<string>();
const progress = (editionPercent: number, more: Partial<Parameters<typeof progressBadgesToAward>[0]> = {}) =>
  progressBadgesToAward({
    editionPercent,
    completedFlows: 0,
    triedFlows: 1,
    flowsWithSteps: 6,
    earned: none,
    ...more,
  });

describe('learning badge rules (BDG-1, LIM-9)', () => {
  it('awards the progress badges at 20, 60 and 100 percent of the edition, each once', () => {
    expect(progress(19)).toEqual([]);
    expect(progress(20)).toEqual(['KNOWLEDGE_KNIGHT']);
    expect(progress(59)).toEqual(['KNOWLEDGE_KNIGHT']);
    expect(progress(60)).toEqual(['KNOWLEDGE_KNIGHT', 'AT_WIZARD']);
    expect(progress(100, { earned: new Set(['KNOWLEDGE_KNIGHT', 'AT_WIZARD']) })).toEqual([
      'LEARNING_MASTER',
    ]);
  });

  it('awards COMPLETER for one whole flow and EXPLORER when every flow with steps is tried', () => {
    expect(progress(10, { completedFlows: 1 })).toEqual(['COMPLETER']);
    expect(progress(10, { triedFlows: 6 })).toEqual(['EXPLORER']);
    expect(progress(10, { triedFlows: 5 })).toEqual([]);
    // An edition without steps has nothing to explore.
    expect(progress(0, { triedFlows: 0, flowsWithSteps: 0 })).toEqual([]);
    expect(progress(10, { completedFlows: 1, earned: new Set(['COMPLETER']) })).toEqual([]);
  });

  it('awards FAVOURITE_FIVE at five favourites and NOTE_NINJA at five notes', () => {
    expect(favouriteBadgesToAward(4, none)).toEqual([]);
    expect(favouriteBadgesToAward(5, none)).toEqual(['FAVOURITE_FIVE']);
    expect(favouriteBadgesToAward(6, new Set(['FAVOURITE_FIVE']))).toEqual([]);
    expect(noteBadgesToAward(4, none)).toEqual([]);
    expect(noteBadgesToAward(5, none)).toEqual(['NOTE_NINJA']);
  });

  it('awards FIRST_REFLECTION on the first reflection and JOURNAL_JOTTER on the fifth', () => {
    expect(reflectionBadgesToAward(0, none)).toEqual([]);
    expect(reflectionBadgesToAward(1, none)).toEqual(['FIRST_REFLECTION']);
    expect(reflectionBadgesToAward(5, new Set(['FIRST_REFLECTION']))).toEqual(['JOURNAL_JOTTER']);
    expect(reflectionBadgesToAward(7, new Set(['FIRST_REFLECTION', 'JOURNAL_JOTTER']))).toEqual([]);
  });
});
