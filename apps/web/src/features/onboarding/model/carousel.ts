/** Previous from the first slide is the last, next from the last is the first (ONB-18). */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}
