import { accessibilityRouter } from './routers/accessibility';
import { authRouter } from './routers/auth';
import { avatarRouter } from './routers/avatar';
import { configRouter } from './routers/config';
import { flowsRouter } from './routers/flows';
import { learningProgressRouter } from './routers/learning-progress';
import { softwareRouter } from './routers/software';
import { userInfoRouter } from './routers/user-info';
import { router } from './trpc';

/** Every procedure the web can call; the web imports only `type AppRouter` from here. */
export const appRouter = router({
  accessibility: accessibilityRouter,
  auth: authRouter,
  avatar: avatarRouter,
  config: configRouter,
  flows: flowsRouter,
  learningProgress: learningProgressRouter,
  software: softwareRouter,
  userInfo: userInfoRouter,
});

export type AppRouter = typeof appRouter;
