import { describe, expect, it } from 'vitest';
import { silenceWav, wavFormat } from './wav';

describe('wav', () => {
  it('writes silence that reads back at its rate and length', () => {
    const wav = silenceWav(0.4, 22050);
    expect(wav.length).toBe(44 + 8820 * 2);
    expect(wavFormat(wav)).toEqual({ rate: 22050, seconds: 0.4 });
  });

  it('skips chunks before the data and trusts the bytes there over an unfinished size', () => {
    const plain = silenceWav(1, 8000);
    const list = Buffer.concat([Buffer.from('LIST'), Buffer.from([3, 0, 0, 0]), Buffer.from('abc\0')]);
    const withList = Buffer.concat([plain.subarray(0, 36), list, plain.subarray(36)]);
    expect(wavFormat(withList).seconds).toBe(1);
    const unfinished = Buffer.from(plain);
    unfinished.writeUInt32LE(0xffffffff, 40);
    expect(wavFormat(unfinished).seconds).toBe(1);
  });

  it('refuses what it cannot time', () => {
    const stereo = silenceWav(1, 8000);
    stereo.writeUInt16LE(2, 22);
    expect(() => wavFormat(stereo)).toThrow('16-bit mono');
    expect(() => wavFormat(Buffer.from('not a wav at all'))).toThrow('not a WAV');
  });
});
