import type { FastifyInstance } from 'fastify';
import { registerAccessibilityRoutes } from './accessibility/accessibility-routes';
import type { AppContext } from './app-context';
import { registerConfirmationRoutes } from './auth/confirmation-routes';
import { registerPasswordRoutes } from './auth/password-routes';
import { registerSessionRoutes } from './auth/session-routes';
import { registerSignUpRoutes } from './auth/sign-up-routes';
import { signedInScope } from './auth/signed-in-scope';
import { registerAvatarRoutes } from './avatar/avatar-routes';
import { registerFavouriteRoutes } from './favourites/favourite-routes';
import { registerFlowRoutes } from './flows/flow-routes';
import { registerHealthRoutes } from './health/health-routes';
import { registerJournalDownloadRoutes } from './journal/journal-download-routes';
import { registerJournalRoutes } from './journal/journal-routes';
import { registerNoteRoutes } from './notes/note-routes';
import { registerProgressRoutes } from './progress/progress-routes';
import { registerGuestMessageRoutes } from './public/guest-message-routes';
import { registerResourceRoutes } from './resources/resource-routes';
import { registerSearchRoutes } from './search/search-routes';
import { registerSoftwareRoutes } from './software/software-routes';
import { registerStepRoutes } from './steps/step-routes';
import { registerStudyToolRoutes } from './study-tools/study-tools-routes';
import { registerSupportRoutes } from './support/support-routes';
import { registerTutorialRoutes } from './tutorials/tutorial-routes';
import { registerUserInfoRoutes } from './user-info/user-info-routes';
import { registerAccountRoutes } from './users/account-routes';
import { registerCalmRoutes } from './wellbeing/calm-routes';

/**
 * Every call of the upstream REST API, as one plugin that buildApp mounts under `/api`: the public
 * calls first, then those that need a session inside the signed-in scope.
 */
export function apiRoutes(ctx: AppContext) {
  return async (api: FastifyInstance): Promise<void> => {
    registerHealthRoutes(api, ctx);
    registerSessionRoutes(api, ctx);
    registerSignUpRoutes(api, ctx);
    registerConfirmationRoutes(api, ctx);
    registerPasswordRoutes(api, ctx);
    registerGuestMessageRoutes(api, ctx);
    await api.register(
      signedInScope(ctx, [
        registerSoftwareRoutes,
        registerUserInfoRoutes,
        registerProgressRoutes,
        registerAvatarRoutes,
        registerAccessibilityRoutes,
        registerFlowRoutes,
        registerStepRoutes,
        registerFavouriteRoutes,
        registerNoteRoutes,
        registerJournalRoutes,
        registerJournalDownloadRoutes,
        registerSupportRoutes,
        registerCalmRoutes,
        registerSearchRoutes,
        registerTutorialRoutes,
        registerStudyToolRoutes,
        registerResourceRoutes,
        registerAccountRoutes,
      ]),
    );
  };
}
