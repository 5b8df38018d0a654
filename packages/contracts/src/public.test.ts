import { describe, expect, it } from 'vitest';
import { GuestMessageInputSchema } from './public';

describe('the landing contact form input (PUB-6)', () => {
  it('trims every field and needs all three, with the requirements’ messages', () => {
    expect(
      GuestMessageInputSchema.parse({ fullName: ' Ada ', email: ' ada@example.org ', message: ' Hi ' }),
    ).toEqual({ fullName: 'Ada', email: 'ada@example.org', message: 'Hi' });
    const blank = GuestMessageInputSchema.safeParse({ fullName: ' ', email: 'ada@example', message: '' });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['fullName', 'Required field'],
      ['email', 'Please enter a valid email'],
      ['message', 'Field required'],
    ]);
  });
});
