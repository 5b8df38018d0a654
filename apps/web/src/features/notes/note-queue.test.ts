import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import { afterEach, describe, expect, it } from 'vitest';
import { enqueueNote, readQueue, removeQueued, updateQueued } from './note-queue';

afterEach(() => {
  window.localStorage.clear();
});

describe('the offline note queue', () => {
  it('keeps each learner’s notes apart, in the order written, across reads', () => {
    enqueueNote('7', { kind: 'create', content: 'First', stepName: 'Word budgets', progressStepId: 501 });
    enqueueNote('7', { kind: 'create', content: 'Second', stepName: 'Word budgets', progressStepId: 501 });
    enqueueNote('8', { kind: 'create', content: 'Someone else', stepName: 'Essays', progressStepId: 9 });
    expect(readQueue('7').map((item) => item.content)).toEqual(['First', 'Second']);
    expect(readQueue('8').map((item) => item.content)).toEqual(['Someone else']);
    expect(readQueue('7')).toBe(readQueue('7'));
    expect(window.localStorage.getItem(`${STORAGE_KEYS.noteQueuePrefix}7`)).toContain('First');
  });

  it('keeps one edit per note, with the last words', () => {
    enqueueNote('7', { kind: 'update', content: 'Draft one', stepName: 'Word budgets', noteId: 3 });
    enqueueNote('7', { kind: 'update', content: 'Draft two', stepName: 'Word budgets', noteId: 3 });
    enqueueNote('7', { kind: 'update', content: 'Another note', stepName: 'Word budgets', noteId: 4 });
    expect(readQueue('7').map((item) => item.content)).toEqual(['Draft two', 'Another note']);
  });

  it('removes an item only when told, and marks one refused', () => {
    enqueueNote('7', { kind: 'create', content: 'First', stepName: 'Word budgets', progressStepId: 501 });
    const [item] = readQueue('7');
    if (!item) throw new Error('queued');
    updateQueued('7', item.id, { refused: true });
    expect(readQueue('7')[0]?.refused).toBe(true);
    removeQueued('7', item.id);
    expect(readQueue('7')).toEqual([]);
    expect(window.localStorage.getItem(`${STORAGE_KEYS.noteQueuePrefix}7`)).toBeNull();
  });

  it('reads broken or foreign stored data as nothing queued', () => {
    window.localStorage.setItem(`${STORAGE_KEYS.noteQueuePrefix}7`, '{not json');
    expect(readQueue('7')).toEqual([]);
    window.localStorage.setItem(`${STORAGE_KEYS.noteQueuePrefix}7`, JSON.stringify([{ content: 'no id' }]));
    expect(readQueue('7')).toEqual([]);
  });
});
