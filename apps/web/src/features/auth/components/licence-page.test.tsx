import type { Edition } from '@studyflow/contracts/edition';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test-support/render';
import { LicencePage } from './licence-page';

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

const renderLicence = (edition: Edition = 'study') =>
  renderWithApp(<LicencePage />, { path: '/auth/dsa-licence', user: null, edition });

/** Puts `value` in the field as a paste would: typed key by key, a long form outlasts a loaded machine. */
async function enter(name: string, value: string) {
  const user = userEvent.setup();
  await user.clear(field(name));
  await user.click(field(name));
  await user.paste(value);
}

async function fillStepOne(organisation: string) {
  await enter('Licence Key', '1234567890');
  await enter('First Name', 'Robin');
  await enter('Surname', 'Okafor');
  await enter(organisation, 'University of Example');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByLabelText('Confirm Email', { selector: 'input' });
}

async function typeStepTwo(email: string, confirmEmail: string, password: string, confirmation: string) {
  for (const [name, value] of [
    ['Email', email],
    ['Confirm Email', confirmEmail],
    ['Create password', password],
    ['Confirm password', confirmation],
  ] as const) {
    await enter(name, value);
  }
  await userEvent.setup().click(screen.getByRole('button', { name: 'Finish' }));
}

describe('LicencePage (ACC-11, ACC-12, ACC-13, ACC-14, ED-4)', () => {
  it.each([
    ['study', 'University'],
    ['pro', 'Organisation'],
  ] as const)(
    'step 1 in the %s edition needs all four fields, %s among them',
    async (edition, organisation) => {
      const { calls } = renderLicence(edition);
      expect(screen.getByRole('heading', { level: 1, name: 'Activate your licence' })).toBeTruthy();
      expect(field(organisation)).toBeTruthy();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByRole('heading', { name: 'There is a problem' })).toBeTruthy();
      // Under each field and again in the summary.
      expect(screen.getAllByText('Field required', { exact: true }).length).toBeGreaterThanOrEqual(4);
      for (const name of ['Licence Key', 'First Name', 'Surname', organisation]) {
        expect(field(name).getAttribute('aria-invalid')).toBe('true');
      }
      expect(screen.queryByLabelText('Confirm Email', { selector: 'input' })).toBeNull();
      expect(calls).toEqual([]);
    },
  );

  it('step 2 checks the emails and passwords before sending, and Back keeps step 1', async () => {
    const { calls } = renderLicence();
    await fillStepOne('University');

    await typeStepTwo('not-an-email', 'someone@university.example', 'short', 'different');
    expect(await screen.findByText('Please enter a valid email', { exact: true })).toBeTruthy();
    expect(screen.getAllByText('Password must be at least 8 characters.').length).toBeGreaterThan(0);

    await typeStepTwo(
      'robin@university.example',
      'someone@university.example',
      'long-enough-1',
      'long-enough-2',
    );
    expect(await screen.findByText('Your emails don’t match', { exact: true })).toBeTruthy();
    expect(screen.getByText("Your passwords don't match", { exact: true })).toBeTruthy();
    expect(calls).toEqual([]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    expect((await screen.findByLabelText('Licence Key', { selector: 'input' })).getAttribute('value')).toBe(
      '1234567890',
    );
    expect((field('First Name') as HTMLInputElement).value).toBe('Robin');
  });
});
