import { describe, expect, it } from 'vitest';
import { normalisePath } from './metrics';

describe('normalisePath', () => {
  it('labels step calls by their shape, whatever slugs a caller sends', () => {
    const a = normalisePath('/flows/revision/learning_modules/a/chapters/b/steps/c/complete');
    const b = normalisePath('/flows/made-up/learning_modules/x/chapters/y/steps/z/complete');
    expect(a).toBe(
      '/flows/:flows/learning_modules/:learning_modules/chapters/:chapters/steps/:steps/complete',
    );
    expect(b).toBe(a);
  });

  it('keeps collection paths and hides ids, tokens and uploads', () => {
    expect(normalisePath('/flows')).toBe('/flows');
    expect(normalisePath('/users/tutorials')).toBe('/users/tutorials');
    expect(normalisePath('/notes/42')).toBe('/notes/:notes');
    expect(normalisePath('/learning_module/any-slug')).toBe('/learning_module/:learning_module');
    expect(normalisePath('/uploads/avatars/1-abc.jpg')).toBe('/uploads/*');
  });

  it('labels the same way once its memory of paths is full', () => {
    for (let id = 0; id < 1_500; id += 1) expect(normalisePath(`/notes/${id}`)).toBe('/notes/:notes');
    expect(normalisePath('/users/profile')).toBe('/users/profile');
    expect(normalisePath('/users/profile')).toBe('/users/profile');
    expect(normalisePath('/flows/x/learning_modules/y')).toBe(
      '/flows/:flows/learning_modules/:learning_modules',
    );
  });
});
