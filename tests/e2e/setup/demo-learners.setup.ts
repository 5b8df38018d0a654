import { request, test as setup } from '@playwright/test';
import { signInByApi, storageStatePath } from '../support/session';
import { EDITIONS, SEED } from '../support/stacks';

/**
 * Signs each edition's demo learner in once for the whole run and keeps the session's cookies:
 * tests with `signedInAs: 'demo'` start from it instead of signing in through the form each time.
 */
for (const stack of Object.values(EDITIONS)) {
  setup(`sign in the ${stack.edition} demo learner`, async () => {
    const context = await request.newContext();
    try {
      await signInByApi(context, stack.baseURL, SEED.learner[stack.edition].email, SEED.password);
      await context.storageState({ path: storageStatePath(stack.edition) });
    } finally {
      await context.dispose();
    }
  });
}
