// Allowed: the AppRouter type, and nothing of the BFF at run time.
import type { AppRouter } from '../../../bff/src/root';

export type Procedures = keyof AppRouter;
