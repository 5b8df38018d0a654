import { DIALOG_IDS } from './dialogs';

export const notesDialogId = DIALOG_IDS[0];
