// Broken on purpose: lib/ reads the app's page table.
import { pages } from '../app/routes';

export const landingLoaded = () => pages.printNotes !== undefined;
