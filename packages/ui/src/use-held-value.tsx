import { useState } from 'react';

/**
 * A value a control shows before its owner has stored it: the control holds what it sent, and the
 * stored value catches up later (a task later, or after the next paint). A stored value the control
 * did not send (a reset, another tab, a failed save put back) replaces the one held; the values it
 * did send arrive in the order it sent them and do not move it back meanwhile. `same` compares two
 * values (`Object.is` unless given).
 */
export function useHeldValue<T>(
  stored: T,
  same: (a: T, b: T) => boolean = Object.is,
): [T, (value: T) => void] {
  const [held, setHeld] = useState({ value: stored, seen: stored, sent: [] as T[] });
  const hold = (value: T) => setHeld((before) => ({ ...before, value, sent: [...before.sent, value] }));
  if (!same(stored, held.seen)) {
    const at = held.sent.findIndex((sent) => same(sent, stored));
    const next =
      at === -1
        ? { value: stored, seen: stored, sent: [] }
        : { value: held.value, seen: stored, sent: held.sent.slice(at + 1) };
    setHeld(next);
    return [next.value, hold];
  }
  return [held.value, hold];
}
