export const MAX_BYTES = 5_000_000;
