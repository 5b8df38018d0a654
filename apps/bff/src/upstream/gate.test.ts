import { describe, expect, it } from 'vitest';
import { Gate, RetryBudget } from './gate';

describe('Gate', () => {
  it('lets `limit` calls in, queues `queueMax`, refuses the rest, and hands turns over in order', async () => {
    const gate = new Gate(1, 1);
    const first = await gate.enter();
    expect(first).not.toBe(false);
    const second = gate.enter();
    expect(await gate.enter()).toBe(false);
    expect(gate.stats).toEqual({ active: 1, waiting: 1 });
    if (first) first();
    const secondRelease = await second;
    expect(gate.stats).toEqual({ active: 1, waiting: 0 });
    if (secondRelease) {
      secondRelease();
      secondRelease();
    }
    expect(gate.stats).toEqual({ active: 0, waiting: 0 });
  });

  it('hands out a free turn at once with tryEnter, and null instead of queueing when there is none', () => {
    const gate = new Gate(1, 1);
    const turn = gate.tryEnter();
    expect(turn).toBeTypeOf('function');
    expect(gate.tryEnter()).toBeNull();
    expect(gate.stats).toEqual({ active: 1, waiting: 0 });
    turn?.();
    expect(gate.stats).toEqual({ active: 0, waiting: 0 });
  });

  it('takes an aborted waiter out of the queue', async () => {
    const gate = new Gate(1, 5);
    const first = await gate.enter();
    const controller = new AbortController();
    const waiting = gate.enter(controller.signal);
    controller.abort(new Error('gone'));
    await expect(waiting).rejects.toThrow('gone');
    expect(gate.stats.waiting).toBe(0);
    if (first) first();
    expect(gate.stats.active).toBe(0);
  });
});

describe('RetryBudget', () => {
  it('allows retries up to its bucket, then one per ten calls', () => {
    const budget = new RetryBudget(0.1, 2);
    expect(budget.tryRetry()).toBe(true);
    expect(budget.tryRetry()).toBe(true);
    expect(budget.tryRetry()).toBe(false);
    for (let i = 0; i < 10; i += 1) budget.recordCall();
    expect(budget.tryRetry()).toBe(true);
    expect(budget.tryRetry()).toBe(false);
  });
});
