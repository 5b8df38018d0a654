// The supervisor's pause before starting a stopped part again (scripts/cluster.mjs). That it brings
// a killed part back at all is proven on a real cluster by scripts/smoke-cluster.mjs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { restartDelayMs } from './cluster.mjs';

test('a part that ran steadily is started again at once; one that keeps stopping waits longer each time, up to 30 s', () => {
  assert.deepEqual(
    [0, 1, 2, 3, 4, 5, 6, 7, 20].map(restartDelayMs),
    [0, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000],
  );
});
