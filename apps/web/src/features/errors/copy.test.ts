import { ERROR_PAGES, TOAST_ERROR_TITLE } from '@studyflow/contracts/error-catalogue';
import { describe, expect, it } from 'vitest';
import { errorsCopy } from './copy';

describe('error pages copy', () => {
  it("reproduces the /error page's required text, split into heading and sentence", () => {
    expect(`${errorsCopy.errorHeading} ${errorsCopy.errorText}`).toBe(ERROR_PAGES.error);
    expect(errorsCopy.notFound).toBe('Page not found');
    expect(TOAST_ERROR_TITLE.startsWith(errorsCopy.somethingWentWrong)).toBe(true);
  });

  it("keeps the requirements' exact screen texts", () => {
    expect(errorsCopy).toMatchObject({ backToDashboard: 'Back to Dashboard', getSupport: 'Get Support' });
  });
});
