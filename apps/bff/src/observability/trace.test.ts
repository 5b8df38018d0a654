import { describe, expect, it } from 'vitest';
import { childTraceparent, randomHex, traceIdOf } from './trace';

describe('trace context', () => {
  it('keeps a well-formed incoming trace id and makes a child span for the upstream', () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    expect(traceIdOf(`00-${traceId}-00f067aa0ba902b7-01`)).toBe(traceId);
    expect(childTraceparent(traceId)).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));
  });

  it('starts a new trace for a missing, malformed or all-zero header', () => {
    for (const header of [undefined, 'nonsense', `00-${'0'.repeat(32)}-00f067aa0ba902b7-01`, '00-x\n-y-01']) {
      const id = traceIdOf(header);
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(id).not.toBe('0'.repeat(32));
    }
  });
});

describe('pooled random ids', () => {
  it('never repeats an id across many pool refills', () => {
    // 4 096 bytes a pool: 3 000 ids of 16 bytes and 3 000 of 8 span about 18 refills.
    const ids = new Set<string>();
    for (let i = 0; i < 3000; i += 1) {
      ids.add(randomHex(16));
      ids.add(childTraceparent('4bf92f3577b34da6a3ce929d0e0e4736'));
    }
    expect(ids.size).toBe(6000);
  });

  it('hands out hex of the asked length, also when a request straddles the end of the pool', () => {
    for (let i = 0; i < 1000; i += 1) {
      const bytes = 1 + (i % 23);
      expect(randomHex(bytes)).toMatch(new RegExp(`^[0-9a-f]{${bytes * 2}}$`));
    }
  });
});
