import { describe, expect, it } from 'vitest';
import { errorDestination, tooManyAttemptsMessage } from './error-catalogue';

describe('throttled calls in the error catalogue', () => {
  it('sends a 429 to the form that asked, and to the generic page from anywhere else', () => {
    expect(errorDestination(429, 'form')).toBe('form');
    expect(errorDestination(429)).toBe('something-went-wrong');
    expect(errorDestination(403, 'form')).toBe('something-went-wrong');
    expect(errorDestination(500, 'form')).toBe('error');
  });

  it('names the wait in whole minutes, rounded up', () => {
    expect(tooManyAttemptsMessage(900)).toBe('Too many attempts. Please wait 15 minutes and try again.');
    expect(tooManyAttemptsMessage(61)).toBe('Too many attempts. Please wait 2 minutes and try again.');
    expect(tooManyAttemptsMessage(20)).toBe('Too many attempts. Please wait 1 minute and try again.');
    expect(tooManyAttemptsMessage(undefined)).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });
});
