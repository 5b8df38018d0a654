import { authRouter } from './routers/auth';
import { configRouter } from './routers/config';
import { router } from './trpc';

/** Every procedure the web can call; the web imports only `type AppRouter` from here. */
export const appRouter = router({
  auth: authRouter,
  config: configRouter,
});

export type AppRouter = typeof appRouter;
