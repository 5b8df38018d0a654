/** Texts of the /users calls (docs/upstream-api.md); the web matches some of them word for word. */
export const USER_MESSAGES = {
  softwareSaved: 'Software has been saved.',
  selectSoftware: 'Please select your software!',
  unknownSoftware: 'Some of the selected software could not be found.',
  userInfoExists: 'UserInfo already exists for User!',
  avatarNotDataUrl: 'Image must be a JPEG data URL.',
  avatarNotJpeg: 'Image is not a valid JPEG.',
  avatarTooLarge: 'Image is larger than 5MB.',
  avatarNotFound: 'Avatar not found.',
} as const;
