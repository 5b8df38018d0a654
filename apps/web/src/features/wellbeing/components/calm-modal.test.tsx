import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, testUser } from '../../../test-support/render';
import { trpcFailure } from '../../../test-support/trpc';
import { WellbeingPage } from './wellbeing-page';

function renderHub(
  wellbeings: string[],
  isCalmRequested = false,
  requestCalm = vi.fn(() => ({ isCalmRequested: true })),
) {
  const view = renderWithApp(<WellbeingPage />, {
    path: '/wellbeing',
    user: testUser({ softwareSelected: true, wellbeings, isCalmRequested }),
    trpc: { 'wellbeing.requestCalm': requestCalm },
  });
  return { ...view, requestCalm };
}

describe('wellbeing hub', () => {
  it('shows one card per wellbeing the learner holds, in a fixed order', () => {
    renderHub(['support_contacts', 'student_minds', 'unknown']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Student Minds',
      'Support contacts',
    ]);
    expect(screen.getByRole('link', { name: 'Go to Support contacts' }).getAttribute('href')).toBe(
      '/wellbeing/support-contacts',
    );
    expect(screen.queryByRole('button', { name: 'Find out about Calm' })).toBeNull();
  });
});

describe('Calm modal', () => {
  it('walks the five steps, checks the form, sends once and resets the form', {
    timeout: 30_000,
  }, async () => {
    const user = userEvent.setup();
    const { requestCalm } = renderHub(['calm']);
    await user.click(screen.getByRole('button', { name: 'Find out about Calm' }));
    const dialog = screen.getByRole('dialog', { name: 'Your Calm gift' });
    await user.click(within(dialog).getByRole('button', { name: 'Learn more' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText(/within 48hrs/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByText('Email is required')).toBeTruthy();
    expect(within(dialog).getByText('First name is required')).toBeTruthy();
    expect(within(dialog).getByText('Surname is required')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Email' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'sam@');
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), ' Sam ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Surname' }), 'Lee');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByText('Invalid email address')).toBeTruthy();
    expect(requestCalm).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'uni.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'All done!' })).toBeTruthy());
    expect(requestCalm).toHaveBeenCalledWith({ email: 'sam@uni.example', firstName: 'Sam', surname: 'Lee' });
    await user.click(within(dialog).getByRole('button', { name: 'Finish' }));
    // Reopened: the learner is now marked, so the modal says the request is in.
    await user.click(screen.getByRole('button', { name: 'Find out about Calm' }));
    expect(screen.getByRole('dialog', { name: 'Your Calm gift' }).textContent).toContain('within 48 hours');
  });

  it('a failed request stays on the form and keeps what was typed', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHub(
      ['calm'],
      false,
      vi.fn(() => {
        throw trpcFailure({ httpStatus: 500 });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Find out about Calm' }));
    const dialog = screen.getByRole('dialog', { name: 'Your Calm gift' });
    for (const name of ['Learn more', 'Next', 'Next'])
      await user.click(within(dialog).getByRole('button', { name }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'sam@uni.example');
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Sam');
    await user.type(within(dialog).getByRole('textbox', { name: 'Surname' }), 'Lee');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect((within(dialog).getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe(
      'sam@uni.example',
    );
    expect(within(dialog).queryByRole('heading', { name: 'All done!' })).toBeNull();
    // ERR-18: any failure but a used-up budget stays in the log.
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('a used-up budget (429) says how long to wait and keeps what was typed', {
    timeout: 30_000,
  }, async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHub(
      ['calm'],
      false,
      vi.fn(() => {
        throw trpcFailure({ httpStatus: 429, code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 86_000 });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Find out about Calm' }));
    const dialog = screen.getByRole('dialog', { name: 'Your Calm gift' });
    for (const name of ['Learn more', 'Next', 'Next'])
      await user.click(within(dialog).getByRole('button', { name }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'sam@uni.example');
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Sam');
    await user.type(within(dialog).getByRole('textbox', { name: 'Surname' }), 'Lee');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait 1434 minutes and try again.',
    );
    for (const [name, value] of [
      ['Email', 'sam@uni.example'],
      ['First name', 'Sam'],
      ['Surname', 'Lee'],
    ]) {
      expect((within(dialog).getByRole('textbox', { name }) as HTMLInputElement).value).toBe(value);
    }
    expect(within(dialog).queryByRole('heading', { name: 'All done!' })).toBeNull();
  });

  it('tells a learner who already asked that the answer follows within 48 hours', async () => {
    const user = userEvent.setup();
    renderHub(['calm'], true);
    await user.click(screen.getByRole('button', { name: 'Find out about Calm' }));
    expect(screen.getByRole('dialog', { name: 'Your Calm gift' }).textContent).toContain(
      'You have already asked for your Calm gift',
    );
  });
});
