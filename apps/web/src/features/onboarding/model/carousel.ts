/** Previous from the first slide is the last, next from the last is the first (seed 001 §2). */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}
