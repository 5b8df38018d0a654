import { dateOfDay, dayNumber } from './calculators';

/**
 * A minimal iCalendar writer (RFC 5545) for the exam and revision exports: CRLF line ends, lines
 * folded at 75 octets, TEXT values escaped. Times are "floating" local times (no time zone), as an
 * exam at 9:00 is at 9:00 wherever the learner's calendar is and on either side of a clock change.
 */
export interface CalendarEvent {
  uid: string;
  summary: string;
  description?: string;
  /** Calendar date 'YYYY-MM-DD' and minutes after midnight; an all-day event has no minutes. */
  date: string;
  startMinute?: number;
  endMinute?: number;
}

export interface CalendarInput {
  name: string;
  events: readonly CalendarEvent[];
  /** DTSTAMP: when the file was made (UTC). */
  stamp: Date;
}

/** RFC 5545 §3.3.11: backslash, semicolon and comma escaped, newlines as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** RFC 5545 §3.1: lines longer than 75 octets go on with CRLF and one space, never inside a character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (date: string) => date.replace(/-/g, '');
const pad = (n: number) => String(n).padStart(2, '0');

/** A DATE-TIME in floating form; minutes past 24:00 roll to the next day. */
function floating(date: string, minutes: number): string {
  const whole = Math.round(minutes);
  const base = dayNumber(date) ?? 0;
  const day = dateOfDay(base + Math.floor(whole / 1440));
  const inDay = ((whole % 1440) + 1440) % 1440;
  return `${compactDate(day)}T${pad(Math.floor(inDay / 60))}${pad(inDay % 60)}00`;
}

function utcStamp(at: Date): string {
  return `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

export function buildCalendar({ name, events, stamp }: CalendarInput): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Studyflow//Study tools//EN',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${escapeText(name)}`,
  ];
  for (const event of events) {
    lines.push('BEGIN:VEVENT', `UID:${event.uid}`, `DTSTAMP:${utcStamp(stamp)}`);
    if (event.startMinute === undefined) {
      const next = dateOfDay((dayNumber(event.date) ?? 0) + 1);
      lines.push(`DTSTART;VALUE=DATE:${compactDate(event.date)}`, `DTEND;VALUE=DATE:${compactDate(next)}`);
    } else {
      const end = event.endMinute ?? event.startMinute;
      lines.push(`DTSTART:${floating(event.date, event.startMinute)}`, `DTEND:${floating(event.date, end)}`);
    }
    lines.push(`SUMMARY:${escapeText(event.summary)}`);
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** Offers `text` as a file download named `fileName`. */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A file name from a learner's text: letters, digits, spaces, dots, dashes and underscores. */
export const safeFileName = (name: string): string =>
  name.replace(/[^\p{L}\p{N} ._-]+/gu, '-').slice(0, 80) || 'calendar';
