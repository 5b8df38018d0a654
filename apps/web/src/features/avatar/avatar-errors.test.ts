import { toasts } from '@studyflow/ui/toast';
import { afterEach, describe, expect, it } from 'vitest';
import { clearAvatarErrors, showAvatarError } from './avatar-errors';

afterEach(() => toasts.clear());

describe('avatar error toasts', () => {
  it('shows the error, and takes only the avatar errors away once a file is good', () => {
    toasts.add({ title: 'Software has been saved.', variant: 'success' });
    showAvatarError('Error: Image type must be jpeg/png');
    showAvatarError('Error: Image is larger than 5MB');
    expect(toasts.getSnapshot().map((toast) => toast.content.title)).toEqual([
      'Software has been saved.',
      'Error: Image type must be jpeg/png',
      'Error: Image is larger than 5MB',
    ]);
    clearAvatarErrors();
    expect(toasts.getSnapshot().map((toast) => toast.content.title)).toEqual(['Software has been saved.']);
  });
});
