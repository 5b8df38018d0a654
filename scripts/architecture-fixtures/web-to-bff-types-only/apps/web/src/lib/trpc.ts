// Broken on purpose: the web loads the BFF's router at run time.
import { appRouter } from '../../../bff/src/root';

export const procedures = Object.keys(appRouter);
