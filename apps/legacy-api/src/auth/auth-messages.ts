/** Every auth text of docs/upstream-api.md, word for word: the BFF and web rely on them. */
export const AUTH_MESSAGES = {
  credentialsRequired: 'Email and password are required.',
  invalidCredentials: 'Invalid email or password.',
  unconfirmed: 'You have to confirm your email address before continuing.',
  signInRequired: 'You need to sign in or sign up before continuing.',
  licenceUnknown:
    'This licence key is not valid. Check the key or <a href="mailto:support@studyflow.example">contact support</a>.',
  licenceUsed:
    'This licence key has already been activated. If you think this is a mistake, <a href="mailto:support@studyflow.example">contact support</a>.',
  emailTaken: 'Email has already been taken',
  notInstitution: 'This email address does not belong to a registered institution.',
  confirmationSent: (email: string) => `A confirmation email has been sent to ${email}.`,
  emailAvailable: 'Email is available.',
  invalidEmailAddress: 'Invalid email address',
  accountVerified: 'Your account has been verified.',
  confirmationInvalid: 'Confirmation token is invalid.',
  confirmationExpired: 'Confirmation token has expired. Please request a new one.',
  alreadyVerified: 'This account has already been verified. Please sign in.',
  confirmationResent:
    'If the address belongs to an unverified account, a new verification email is on its way.',
  resetRequested:
    'If your email address exists in our database, you will receive a password recovery link at your email address in a few minutes.',
  passwordChanged: 'Your password has been changed successfully.',
  resetInvalid: 'Reset password token is invalid.',
  resetExpired: 'Reset password token has expired. Please request a new one.',
  resetUsable: 'Reset password token is valid.',
  signUpTypeInvalid: 'sign_up_type must be dsa_licence or institution.',
} as const;
