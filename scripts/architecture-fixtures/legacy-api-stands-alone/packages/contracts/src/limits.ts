export const NOTE_LIMIT = 1000;
