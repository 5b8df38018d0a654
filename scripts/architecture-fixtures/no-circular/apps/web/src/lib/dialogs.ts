// Broken on purpose: opens the notes dialog lazily, and the dialog imports this module back.
export const openNotes = () => import('./notes-dialog');
export const DIALOG_IDS = ['notes'];
