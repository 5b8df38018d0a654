export const journalTitle = (text: string) => text.trim();
