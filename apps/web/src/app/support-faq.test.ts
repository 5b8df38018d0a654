import { EditionSchema } from '@studyflow/contracts/edition';
import { describe, expect, it } from 'vitest';
import { accountCopy } from '../features/account/copy';
import { authCopy } from '../features/auth/copy';
import { softwareCopy } from '../features/software/copy';
import { supportCopy } from '../features/support/copy';
import { appCopy } from './copy';

/** Every text of a copy module (functions, which build texts from data, are left out). */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(textsOf);
  return [];
}

/** The browser's own words an answer may quote: menus that are not ours. */
const BROWSER_WORDS = new Set(['Add to Home Screen']);

/**
 * The support page's answers (SUP-2) tell learners which controls to choose, so they live in
 * another room than the controls they name: here, across the rooms, each quoted name is checked
 * against the words those screens show, in each edition.
 */
describe('support FAQ answers name the controls as the screens do', () => {
  it.each(EditionSchema.options)(
    '%s edition: every quoted control exists with those very words',
    (edition) => {
      const onScreen = new Set(
        [authCopy, appCopy, accountCopy, softwareCopy].flatMap((copy) => textsOf(copy[edition])),
      );
      const quoted = supportCopy[edition].faqs.flatMap((faq) =>
        faq.content.flatMap((line) => [...line.matchAll(/“([^”]+)”/g)].map((match) => match[1] ?? '')),
      );
      expect(quoted.length).toBeGreaterThan(5);
      for (const name of quoted) {
        expect(onScreen.has(name) || BROWSER_WORDS.has(name), `“${name}” is not a label on any screen`).toBe(
          true,
        );
      }
    },
  );

  it('sends learners to the sign-in page’s “Reset Password” link, not a “Forgot Password” it lacks', () => {
    const password = supportCopy.study.faqs.find((faq) => faq.id === 'password')?.content.join(' ') ?? '';
    expect(password).toContain(`“${authCopy.study.signIn.resetPassword}”`);
    expect(password).not.toMatch(/Forgot Password/i);
  });
});
