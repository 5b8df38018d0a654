import type { Edition } from '@studyflow/contracts/edition';
import { useEdition } from './edition';

/**
 * Texts live beside the code that shows them (each feature's copy.ts, the shell's in app/), so a
 * page's texts load with its lazy chunk. A module whose texts differ by edition describes both
 * with one function, so what the editions share is written once: Pro says 'Organisation' where
 * study says 'University' and adds 'Pro' to the name (ED-3, ED-4).
 */
export type EditionCopy<T> = Readonly<Record<Edition, T>>;

export function perEdition<T>(texts: (edition: Edition) => T): EditionCopy<T> {
  return { study: texts('study'), pro: texts('pro') };
}

export const useEditionCopy = <T>(copy: EditionCopy<T>): T => copy[useEdition()];

/** The product's name, which many features' texts carry. */
export const brandFor = (edition: Edition): string => (edition === 'pro' ? 'Studyflow Pro' : 'Studyflow');

/**
 * Texts of more than one room: the name, the legal links of the footer and the sign-up forms, and
 * the title of a form's error summary.
 */
export const sharedCopy = perEdition((edition) => ({
  brand: brandFor(edition),
  terms: 'Terms of use',
  privacy: 'Privacy policy',
  accessibilityStatement: 'Accessibility statement',
  /** GOV.UK's words for the summary of a form's errors (lib/forms/error-summary.tsx). */
  errorSummaryTitle: 'There is a problem',
}));

export const useSharedCopy = () => useEditionCopy(sharedCopy);
