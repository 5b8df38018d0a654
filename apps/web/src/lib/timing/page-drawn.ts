/**
 * Whether the app has drawn its first page: a prerendered page hydrated, or the signed-in app's first
 * view rendered and painted with the data it asked for at start-up (app/boot.tsx). What no first view
 * needs and the browser would fetch at once (the manifest and its icon, the signed-in frame's extras)
 * waits for it, so it never takes a connection from the page the learner is waiting for.
 */
let drawn = false;
const waiting: (() => void)[] = [];

/** The first page is on screen (boot.tsx, with its start-up data, or 10 s after the start at most). */
export function markPageDrawn(): void {
  if (drawn) return;
  drawn = true;
  for (const run of waiting.splice(0)) run();
}

/**
 * Runs `run` once the first page is on screen: at once if it already is. Returns what forgets it
 * (an effect's cleanup: a component gone before then never hears of it).
 */
export function afterPageDrawn(run: () => void): () => void {
  if (drawn) {
    run();
    return () => undefined;
  }
  waiting.push(run);
  return () => {
    const at = waiting.indexOf(run);
    if (at !== -1) waiting.splice(at, 1);
  };
}

/** Whether the first page is on screen yet. */
export const isPageDrawn = (): boolean => drawn;

/** For tests: a page load that has drawn nothing yet. */
export function resetPageDrawn(): void {
  drawn = false;
  waiting.length = 0;
}
