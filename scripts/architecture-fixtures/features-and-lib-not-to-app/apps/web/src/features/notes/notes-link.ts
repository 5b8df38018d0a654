// Broken on purpose: a feature reads the app's page table.
import { pages } from '../../app/routes';
// Allowed: links come from the paths module.
import { routes } from '../../config/paths';

export const notesHref = () => (pages.printNotes ? routes.printNotes.href() : '/');
