// Allowed: the AppRouter type.
import type { AppRouter } from '../../../bff/src/root';
// Broken on purpose: a BFF type other than the router's.
import type { Context } from '../../../bff/src/trpc';

export type Client = { router: AppRouter; context: Context };
