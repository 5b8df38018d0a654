import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, safeFileName } from './ics';

const stamp = new Date(Date.UTC(2026, 10, 25, 1, 2, 3));

describe('iCalendar (RFC 5545)', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b; c', 'a\\, b\\; c'],
    ['back\\slash', 'back\\\\slash'],
    ['two\nlines', 'two\\nlines'],
    ['crlf\r\nline', 'crlf\\nline'],
  ])('escapes %j', (value, expected) => {
    expect(escapeText(value)).toBe(expected);
  });

  it('folds at 75 octets without splitting a character', () => {
    const long = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldLine(long);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(long);
    expect(foldLine('short')).toBe('short');
  });

  it('writes timed and all-day events with CRLF line ends', () => {
    const text = buildCalendar({
      name: 'History, exam',
      stamp,
      events: [
        { uid: 'a@studyflow', summary: 'Reading', date: '2026-03-29', startMinute: 60, endMinute: 70 },
        { uid: 'b@studyflow', summary: 'Exam day', description: 'Good luck', date: '2026-12-31' },
        { uid: 'c@studyflow', summary: 'Late', date: '2026-12-31', startMinute: 1430, endMinute: 1450 },
      ],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('X-WR-CALNAME:History\\, exam');
    expect(lines).toContain('DTSTAMP:20261125T010203Z');
    expect(lines).toContain('DTSTART:20260329T010000');
    expect(lines).toContain('DTEND:20260329T011000');
    expect(lines).toContain('DTSTART;VALUE=DATE:20261231');
    expect(lines).toContain('DTEND;VALUE=DATE:20270101');
    expect(lines).toContain('DTSTART:20261231T235000');
    expect(lines).toContain('DTEND:20270101T001000');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(3);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it.each([
    ['History', 'History'],
    ['a/b\\c', 'a-b-c'],
    ['', 'calendar'],
  ])('safeFileName(%j) = %j', (name, expected) => {
    expect(safeFileName(name)).toBe(expected);
  });
});
