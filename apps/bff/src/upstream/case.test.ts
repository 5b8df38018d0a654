import { describe, expect, it } from 'vitest';
import { camelizeKeys, camelToSnake, snakeizeKeys, snakeToCamel } from './case';

describe('key conversion', () => {
  it('converts single keys both ways', () => {
    expect(snakeToCamel('first_name')).toBe('firstName');
    expect(snakeToCamel('as_technology_level')).toBe('asTechnologyLevel');
    expect(snakeToCamel('already')).toBe('already');
    expect(snakeToCamel('_private_key')).toBe('_privateKey');
    expect(camelToSnake('signUpType')).toBe('sign_up_type');
    expect(camelToSnake('resetPasswordToken')).toBe('reset_password_token');
    expect(camelToSnake('userID')).toBe('user_id');
    expect(camelToSnake('snake_already')).toBe('snake_already');
  });

  it('camelCases nested objects and arrays of objects, leaving values alone', () => {
    const body = {
      user: {
        first_name: 'Alex',
        user_info: { course_started: 2024, as_technology_level: 'beginner' },
        badges: [{ created_at: '2026-01-01', name: 'NEWBIE' }],
        wellbeings: ['student_minds', 'desk_stretches_for_students'],
        avatar: null,
      },
    };
    expect(camelizeKeys(body)).toEqual({
      user: {
        firstName: 'Alex',
        userInfo: { courseStarted: 2024, asTechnologyLevel: 'beginner' },
        badges: [{ createdAt: '2026-01-01', name: 'NEWBIE' }],
        wellbeings: ['student_minds', 'desk_stretches_for_students'],
        avatar: null,
      },
    });
    expect(camelizeKeys([[{ a_b: 1 }]])).toEqual([[{ aB: 1 }]]);
  });

  it('snake_cases request bodies deeply and keeps Dates and primitives as they are', () => {
    const when = new Date('2026-01-01T00:00:00Z');
    expect(
      snakeizeKeys({ signUpType: 'institution', user: { firstName: 'Jo', softwareIds: [1, 2], when } }),
    ).toEqual({
      sign_up_type: 'institution',
      user: { first_name: 'Jo', software_ids: [1, 2], when },
    });
    expect(snakeizeKeys('plainString')).toBe('plainString');
    expect(snakeizeKeys(null)).toBeNull();
  });

  it('gives the same answer from memory, past the memory’s bound, and for any plain object', () => {
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 3000; i += 1) expect(snakeToCamel(`key_${i}_name`)).toBe(`key${i}Name`);
    }
    const bare: Record<string, unknown> = Object.create(null);
    bare.created_at = '2026-01-01';
    expect(camelizeKeys({ list: [bare] })).toEqual({ list: [{ createdAt: '2026-01-01' }] });
  });
});
