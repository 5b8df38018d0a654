import { describe, expect, it } from 'vitest';
import { loadDemoAccess } from '../seed/seed-content';
import { checkInstitution, checkLicenceKeys, commandArgs, MAX_KEYS_PER_RUN } from './operator-input';

const demo = loadDemoAccess();

describe('commandArgs', () => {
  it('drops the `--` pnpm hands on', () => {
    expect(commandArgs(['--', '2000000001', '--', '2000000002'])).toEqual(['2000000001', '2000000002']);
  });
});

describe('checkLicenceKeys', () => {
  it('takes ten-digit keys and inclusive ranges, in order, each once', () => {
    expect(checkLicenceKeys([' 2000000001 ', '2000000003-2000000005', '2000000004'], demo)).toEqual({
      ok: true,
      value: ['2000000001', '2000000003', '2000000004', '2000000005'],
    });
  });

  it('names every argument it refuses, and refuses all when one is wrong', () => {
    const checked = checkLicenceKeys(['2000000001', '123', 'abcdefghij', '2000000009-2000000001'], demo);
    expect(checked).toEqual({
      ok: false,
      problems: [
        '"123" is not a licence key (ten digits) or a range of them (FIRST-LAST).',
        '"abcdefghij" is not a licence key (ten digits) or a range of them (FIRST-LAST).',
        '"2000000009-2000000001": a range goes from the smaller key to the larger.',
      ],
    });
    expect(checkLicenceKeys([], demo)).toEqual({ ok: false, problems: ['Give one or more licence keys.'] });
  });

  it('refuses the demo’s published keys', () => {
    expect(checkLicenceKeys(['1000000001'], demo)).toEqual({
      ok: false,
      problems: ['1000000001: the demo publishes these keys (1000000001 … 1000000050); choose others.'],
    });
    const range = checkLicenceKeys(['1000000040-1000000060'], demo);
    expect(range.ok ? [] : range.problems).toEqual([
      '11 of them, e.g. 1000000040: the demo publishes these keys (1000000001 … 1000000050); choose others.',
    ]);
  });

  it('adds at most MAX_KEYS_PER_RUN keys in one run', () => {
    const first = 3_000_000_000;
    const exactly = checkLicenceKeys([`${first}-${first + MAX_KEYS_PER_RUN - 1}`], demo);
    expect(exactly.ok && exactly.value.length).toBe(MAX_KEYS_PER_RUN);
    expect(checkLicenceKeys([`${first}-${first + MAX_KEYS_PER_RUN}`], demo).ok).toBe(false);
    expect(checkLicenceKeys([`${first}-${first + MAX_KEYS_PER_RUN - 1}`, '4000000000'], demo)).toEqual({
      ok: false,
      problems: [`At most ${MAX_KEYS_PER_RUN} keys at a time.`],
    });
  });
});

describe('checkInstitution', () => {
  it('takes a name and domains, lowercased, without a leading @, each once', () => {
    expect(
      checkInstitution(
        ['  Northfield   University ', 'northfield.ac.uk', '@Students.Northfield.ac.uk', 'NORTHFIELD.AC.UK'],
        demo,
      ),
    ).toEqual({
      ok: true,
      value: { name: 'Northfield University', domains: ['northfield.ac.uk', 'students.northfield.ac.uk'] },
    });
  });

  it('needs a name first and at least one domain', () => {
    const missing = { ok: false, problems: ["Give the institution's name, then one or more email domains."] };
    expect(checkInstitution([], demo)).toEqual(missing);
    expect(checkInstitution(['Northfield University'], demo)).toEqual(missing);
    expect(checkInstitution(['northfield.ac.uk', 'nu.ac.uk'], demo)).toEqual({
      ok: false,
      problems: [
        '"northfield.ac.uk" looks like a domain: the name comes first, e.g. "Northfield University".',
      ],
    });
  });

  it('refuses what is not a domain, and the demo’s open domain', () => {
    const checked = checkInstitution(
      [
        'Northfield',
        'localhost',
        'jo@northfield.ac.uk',
        '-bad.ac.uk',
        'northfield.ac.uk.',
        'University.Example',
      ],
      demo,
    );
    expect(checked).toEqual({
      ok: false,
      problems: [
        '"localhost" is not an email domain (e.g. northfield.ac.uk).',
        '"jo@northfield.ac.uk" is not an email domain (e.g. northfield.ac.uk).',
        '"-bad.ac.uk" is not an email domain (e.g. northfield.ac.uk).',
        '"northfield.ac.uk." is not an email domain (e.g. northfield.ac.uk).',
        "university.example is the demo's open domain; choose another.",
      ],
    });
  });
});
