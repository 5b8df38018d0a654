// Broken on purpose: lib/ sits below the features but imports one.
import { signInHref } from '../features/auth/sign-in-href';

export const onUnauthorised = () => signInHref();
