/** Just enough of WAV to time espeak-ng's speech exactly and to join silences to it. */
export interface WavFormat {
  rate: number;
  seconds: number;
}

/**
 * The sample rate and length of a 16-bit mono PCM WAV, read from its chunks: the real length of
 * the synthesized speech, to the sample, without starting a process for each sentence.
 */
export function wavFormat(wav: Buffer): WavFormat {
  if (wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('not a WAV file');
  }
  let rate = 0;
  for (let offset = 12; offset + 8 <= wav.length; ) {
    const id = wav.toString('ascii', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    if (id === 'fmt ') {
      const [format, channels, bits] = [
        wav.readUInt16LE(offset + 8),
        wav.readUInt16LE(offset + 10),
        wav.readUInt16LE(offset + 22),
      ];
      if (format !== 1 || channels !== 1 || bits !== 16) throw new Error('WAV is not 16-bit mono PCM');
      rate = wav.readUInt32LE(offset + 12);
    }
    if (id === 'data') {
      if (rate === 0) throw new Error('WAV has no format before its data');
      // A stream that was never finished says 0xFFFFFFFF: what is there is what counts.
      const bytes = Math.min(size, wav.length - offset - 8);
      return { rate, seconds: Math.floor(bytes / 2) / rate };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('WAV has no data');
}

/** A mono 16-bit PCM WAV of silence, matching espeak-ng's output so ffmpeg's concat joins them as one. */
export function silenceWav(seconds: number, rate: number): Buffer {
  const samples = Math.round(seconds * rate);
  const data = samples * 2;
  const wav = Buffer.alloc(44 + data);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + data, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28); // bytes a second
  wav.writeUInt16LE(2, 32); // bytes a sample frame
  wav.writeUInt16LE(16, 34); // bits a sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(data, 40);
  return wav;
}
