import { toasts } from '@studyflow/ui/toast';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_QUERY_KEY } from '../../../lib/session/session';
import { closeDialog, openDialog } from '../../../lib/shell/dialogs';
import { renderWithApp, testUser } from '../../../test-support/render';
import { AvatarModal } from './avatar-modal';

afterEach(() => {
  act(() => closeDialog());
  vi.restoreAllMocks();
});

const AVATAR = {
  id: 3,
  large: '/uploads/avatars/3-a1b2-large.jpg',
  medium: '/uploads/avatars/3-a1b2-medium.jpg',
};
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

describe('removing the profile image (PRF-8)', () => {
  it('removes at once, without a question, and offers Undo in a toast that puts it back', {
    timeout: 30_000,
  }, async () => {
    vi.spyOn(window, 'fetch').mockResolvedValue(new Response(new Blob([JPEG], { type: 'image/jpeg' })));
    const add = vi.spyOn(toasts, 'add');
    const remove = vi.fn(() => ({ status: 'success' }));
    const create = vi.fn(() => AVATAR);
    const { queryClient } = renderWithApp(<AvatarModal />, {
      path: '/dashboard/settings/profile',
      user: testUser({ softwareSelected: true, avatar: AVATAR }),
      trpc: { 'avatar.remove': remove, 'avatar.create': create },
    });
    act(() => openDialog('avatar'));
    const dialog = await screen.findByRole('dialog', { name: 'Profile image' });
    // The preview is 192 pixels wide: large, unless the screen is plain enough for medium.
    const preview = within(dialog).getByRole('img', { name: 'Your current profile image' });
    expect(preview.getAttribute('src')).toBe(AVATAR.large);
    expect(preview.getAttribute('srcset')).toBe(`${AVATAR.medium} 192w, ${AVATAR.large} 512w`);
    expect(preview.getAttribute('sizes')).toBe('192px');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ id: 3 }));
    // No confirmation step came between: the modal closed on the server's 'success'.
    expect(screen.queryByRole('heading', { name: /Remove your profile image/ })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(queryClient.getQueryData<{ avatar: unknown }>(SESSION_QUERY_KEY)?.avatar).toBeNull();

    const [removed, options] = add.mock.calls.at(-1) ?? [];
    expect(removed).toMatchObject({ title: 'Profile image removed.', action: { label: 'Undo' } });
    expect(options).toEqual({ timeout: 10_000 });
    act(() => removed?.action?.onAction());
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({ image: expect.stringMatching(/^data:image\/jpeg;base64,/) }),
    );
    await waitFor(() =>
      expect(add).toHaveBeenLastCalledWith(
        expect.objectContaining({ title: 'Profile image restored.' }),
        expect.anything(),
      ),
    );
    expect(queryClient.getQueryData<{ avatar: unknown }>(SESSION_QUERY_KEY)?.avatar).toEqual(AVATAR);
  });
});
