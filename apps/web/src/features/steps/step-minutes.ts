/** STP-3: a video step's length in whole minutes (rounded at 30 s), never less than 1. */
export const stepMinutes = (seconds: number): number => Math.max(1, Math.round(seconds / 60));
