/** Texts of the software calls (docs/upstream-api.md); the web matches some of them word for word. */
export const SOFTWARE_MESSAGES = {
  saved: 'Software has been saved.',
  selectSoftware: 'Please select your software!',
  unknownSoftware: 'Some of the selected software could not be found.',
} as const;
