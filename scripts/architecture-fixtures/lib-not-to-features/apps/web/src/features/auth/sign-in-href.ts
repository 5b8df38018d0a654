export const signInHref = () => '/auth/sign-in';
