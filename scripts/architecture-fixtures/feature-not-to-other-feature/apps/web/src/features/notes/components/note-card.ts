// Broken on purpose: the notes feature reaches into the journal feature.
import { journalTitle } from '../../journal/journal-title';
// Allowed: a feature's own modules.
import { noteTitle } from '../note-title';

export const cardTitle = (text: string) => `${noteTitle(text)} ${journalTitle(text)}`;
