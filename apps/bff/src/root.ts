import { accessibilityRouter } from './routers/accessibility';
import { accountRouter } from './routers/account';
import { authRouter } from './routers/auth';
import { avatarRouter } from './routers/avatar';
import { configRouter } from './routers/config';
import { favouritesRouter } from './routers/favourites';
import { flowsRouter } from './routers/flows';
import { journalRouter } from './routers/journal';
import { learningModulesRouter } from './routers/learning-modules';
import { learningProgressRouter } from './routers/learning-progress';
import { notesRouter } from './routers/notes';
import { publicRouter } from './routers/public';
import { resourcesRouter } from './routers/resources';
import { searchRouter } from './routers/search';
import { softwareRouter } from './routers/software';
import { stepsRouter } from './routers/steps';
import { studyToolsRouter } from './routers/study-tools';
import { supportRouter } from './routers/support';
import { tutorialsRouter } from './routers/tutorials';
import { userInfoRouter } from './routers/user-info';
import { wellbeingRouter } from './routers/wellbeing';
import { router } from './trpc/init';

/** Every procedure the web can call; the web imports only `type AppRouter` from here. */
export const appRouter = router({
  accessibility: accessibilityRouter,
  account: accountRouter,
  auth: authRouter,
  avatar: avatarRouter,
  config: configRouter,
  favourites: favouritesRouter,
  flows: flowsRouter,
  journal: journalRouter,
  learningModules: learningModulesRouter,
  learningProgress: learningProgressRouter,
  notes: notesRouter,
  public: publicRouter,
  resources: resourcesRouter,
  search: searchRouter,
  software: softwareRouter,
  steps: stepsRouter,
  studyTools: studyToolsRouter,
  support: supportRouter,
  tutorials: tutorialsRouter,
  userInfo: userInfoRouter,
  wellbeing: wellbeingRouter,
});

export type AppRouter = typeof appRouter;
