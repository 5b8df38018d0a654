export const noteTitle = (text: string) => text.slice(0, 40);
