import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, testUser } from '../../../test-support/render';
import { trpcFailure } from '../../../test-support/trpc';
import { SupportPage } from './support-page';

describe('support page', () => {
  it('opens one FAQ at a time', { timeout: 30_000 }, async () => {
    renderWithApp(<SupportPage />, { path: '/support', user: testUser({ softwareSelected: true }) });
    const password = screen.getByRole('button', { name: 'How do I change my password?' });
    const devices = screen.getByRole('button', { name: 'Can I use Studyflow on other devices?' });
    await userEvent.click(password);
    expect(password.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(devices);
    expect(devices.getAttribute('aria-expanded')).toBe('true');
    expect(password.getAttribute('aria-expanded')).toBe('false');
  });

  it('refuses a blank message with ‘required’, then sends the trimmed one and thanks', {
    timeout: 30_000,
  }, async () => {
    const send = vi.fn(() => ({ ok: true }));
    renderWithApp(<SupportPage />, {
      path: '/support',
      user: testUser({ softwareSelected: true }),
      trpc: { 'support.send': send },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send us a message' }));
    const dialog = screen.getByRole('dialog', { name: 'Send us a message' });
    const field = within(dialog).getByRole('textbox', { name: 'Your message' });
    await userEvent.type(field, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'SEND' }));
    expect(within(dialog).getByText('required')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    await userEvent.type(field, 'Help with notes ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'SEND' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { name: 'Thank you for your message' })).toBeTruthy(),
    );
    expect(send).toHaveBeenCalledWith({ message: 'Help with notes' });
  });

  it('a used-up budget (429) says how long to wait, and the message stays in the field', {
    timeout: 30_000,
  }, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithApp(<SupportPage />, {
      path: '/support',
      user: testUser({ softwareSelected: true }),
      trpc: {
        'support.send': () => {
          throw trpcFailure({ httpStatus: 429, code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 1800 });
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send us a message' }));
    const dialog = screen.getByRole('dialog', { name: 'Send us a message' });
    const field = within(dialog).getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement;
    await userEvent.type(field, 'Help with notes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'SEND' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait 30 minutes and try again.',
    );
    expect(field.value).toBe('Help with notes');
    expect(within(dialog).queryByRole('heading', { name: 'Thank you for your message' })).toBeNull();
  });
});
