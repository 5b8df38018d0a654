import { describe, expect, it } from 'vitest';
import { mediaUpstreamPath } from './media';

describe('/uploads paths of lesson videos', () => {
  it('keeps a vid step’s nested files and an Essentials video as they are', () => {
    const base =
      '/uploads/steps/study/essay-writing/understanding-the-question/instruction-words/in-a-minute';
    for (const extension of ['.mp4', '.en.vtt', '.chapters.vtt', '.jpg', '.txt']) {
      expect(mediaUpstreamPath('/uploads', `${base}${extension}`)).toBe(`${base}${extension}`);
    }
    const tutorial = '/uploads/tutorials/read-write/read-write-in-a-minute.mp4';
    expect(mediaUpstreamPath('/uploads', tutorial)).toBe(tutorial);
  });
});
