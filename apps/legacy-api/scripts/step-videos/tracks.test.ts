import { describe, expect, it } from 'vitest';
import { splitNarration } from './narration';
import { chaptersVtt, subtitlesVtt, transcriptText, vttTime } from './tracks';

describe('vttTime', () => {
  it('writes hours, minutes, seconds and milliseconds', () => {
    expect(vttTime(0)).toBe('00:00:00.000');
    expect(vttTime(2.8706)).toBe('00:00:02.871');
    expect(vttTime(3725.5)).toBe('01:02:05.500');
  });
});

describe('tracks', () => {
  it('writes numbered subtitle cues and unnumbered chapter cues', () => {
    expect(
      subtitlesVtt([{ start: 2, end: 4.5, lines: ['It is often the first word, like', 'describe.'] }]),
    ).toBe('WEBVTT\n\n1\n00:00:02.000 --> 00:00:04.500\nIt is often the first word, like\ndescribe.\n');
    expect(chaptersVtt([{ start: 0, end: 9, title: 'Every essay question…' }])).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:09.000\nEvery essay question…\n',
    );
  });

  it('writes the transcript one paragraph per chapter', () => {
    const sentences = splitNarration('A is one. B is two. C is three.\nD is four. E is five. F is six.');
    expect(transcriptText(sentences)).toBe(
      'A is one. B is two. C is three.\n\nD is four. E is five. F is six.\n',
    );
  });
});
