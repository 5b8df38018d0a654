/**
 * Whether the app has drawn its first page: a prerendered page hydrated, or the signed-in app's first
 * view rendered and painted with the data it asked for at start-up (app/boot.tsx). What no first view
 * needs and the browser would fetch at once (the manifest and its icon, the signed-in frame's extras)
 * waits for it, so it never takes a connection from the page the learner is waiting for.
 */
let drawn = false;
const waiting: (() => void)[] = [];

/** The first page is on screen (boot.tsx, once it has committed). */
export function markPageDrawn(): void {
  if (drawn) return;
  drawn = true;
  for (const run of waiting.splice(0)) run();
}

/** Runs `run` once the first page is on screen: at once if it already is. */
export function afterPageDrawn(run: () => void): void {
  if (drawn) run();
  else waiting.push(run);
}

/** For tests: a page load that has drawn nothing yet. */
export function resetPageDrawn(): void {
  drawn = false;
  waiting.length = 0;
}
