/** Seed 000 §9: the remaining duration on a card is shown in minutes, rounded at 30 seconds. */
export const remainingMinutes = (seconds: number): number => Math.round(Math.max(0, seconds) / 60);
