import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-support/render';
import { trpcFailure } from '../../../test-support/trpc';
import { ContactForm } from './contact-form';

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

async function fillAndSend(contact: () => unknown) {
  const user = userEvent.setup();
  const onSent = vi.fn();
  renderWithApp(<ContactForm onSent={onSent} />, { user: null, trpc: { 'public.contact': contact } });
  await user.type(field('Full name'), 'Pat Guest');
  await user.type(field('Email'), 'pat@guests.example');
  await user.type(field('Message'), 'Do you offer team licences?');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  return { onSent };
}

describe('contact form failures', () => {
  it('a used-up budget (429) says how long to wait and keeps every field as typed', {
    timeout: 30_000,
  }, async () => {
    const { onSent } = await fillAndSend(() => {
      throw trpcFailure({ httpStatus: 429, code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 3500 });
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait 59 minutes and try again.',
    );
    expect(field('Full name').value).toBe('Pat Guest');
    expect(field('Email').value).toBe('pat@guests.example');
    expect(field('Message').value).toBe('Do you offer team licences?');
    expect(onSent).not.toHaveBeenCalled();
  });

  it('any other failure still shows nothing (ERR-19), and the fields stay', { timeout: 30_000 }, async () => {
    const contact = vi.fn(() => {
      throw trpcFailure({ httpStatus: 500 });
    });
    await fillAndSend(contact);
    await waitFor(() => expect(contact).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field('Message').value).toBe('Do you offer team licences?');
  });

  it('a send that never reaches the server shows nothing either, and the form can send again (PUB-6)', {
    timeout: 30_000,
  }, async () => {
    const contact = vi.fn(() => {
      throw new TypeError('Failed to fetch');
    });
    const { onSent } = await fillAndSend(contact);
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    expect(contact).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Your message is on its way/)).toBeNull();
    expect(field('Message').value).toBe('Do you offer team licences?');
    expect(onSent).not.toHaveBeenCalled();
  });
});
