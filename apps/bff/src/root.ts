import { accessibilityRouter } from './routers/accessibility';
import { authRouter } from './routers/auth';
import { avatarRouter } from './routers/avatar';
import { configRouter } from './routers/config';
import { favouritesRouter } from './routers/favourites';
import { flowsRouter } from './routers/flows';
import { learningModulesRouter } from './routers/learning-modules';
import { learningProgressRouter } from './routers/learning-progress';
import { notesRouter } from './routers/notes';
import { searchRouter } from './routers/search';
import { softwareRouter } from './routers/software';
import { stepsRouter } from './routers/steps';
import { tutorialsRouter } from './routers/tutorials';
import { userInfoRouter } from './routers/user-info';
import { router } from './trpc';

/** Every procedure the web can call; the web imports only `type AppRouter` from here. */
export const appRouter = router({
  accessibility: accessibilityRouter,
  auth: authRouter,
  avatar: avatarRouter,
  config: configRouter,
  favourites: favouritesRouter,
  flows: flowsRouter,
  learningModules: learningModulesRouter,
  learningProgress: learningProgressRouter,
  notes: notesRouter,
  search: searchRouter,
  software: softwareRouter,
  steps: stepsRouter,
  tutorials: tutorialsRouter,
  userInfo: userInfoRouter,
});

export type AppRouter = typeof appRouter;
