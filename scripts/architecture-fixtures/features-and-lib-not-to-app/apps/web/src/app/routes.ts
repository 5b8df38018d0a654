export const pages = { printNotes: 'print-notes' };
