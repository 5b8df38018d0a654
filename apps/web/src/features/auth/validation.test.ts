import { VALIDATION } from '@studyflow/contracts/validation-messages';
import { describe, expect, it } from 'vitest';
import {
  validateChangePassword,
  validateInstitutionDetails,
  validateInstitutionEmail,
  validateLicenceStepOne,
  validateLicenceStepTwo,
  validateSignIn,
} from './validation';

/** Only the fields that have a message. */
const errors = (result: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(result).filter(([, message]) => message !== undefined));

describe('sign-in', () => {
  it("flags both empty fields 'required'", () => {
    expect(errors(validateSignIn({ email: ' ', password: '' }))).toEqual({
      email: 'required',
      password: 'required',
    });
    expect(errors(validateSignIn({ email: 'a@b.co', password: 'x' }))).toEqual({});
  });
});

describe('change password', () => {
  it("requires the password ('Field required')", () => {
    expect(validateChangePassword({ password: '', passwordConfirmation: '' }).password).toBe(
      'Field required',
    );
  });
  it('needs at least 8 characters', () => {
    expect(validateChangePassword({ password: 'short', passwordConfirmation: 'short' }).password).toBe(
      'Password must be at least 8 characters.',
    );
  });
  it("needs the confirmation to match ('Your passwords don't match')", () => {
    expect(
      errors(validateChangePassword({ password: 'longenough', passwordConfirmation: 'longenougH' })),
    ).toEqual({
      passwordConfirmation: "Your passwords don't match",
    });
    expect(
      errors(validateChangePassword({ password: 'longenough', passwordConfirmation: 'longenough' })),
    ).toEqual({});
  });
});

describe('licence step 1', () => {
  it("requires all four fields ('Field required') but not ten digits", () => {
    expect(
      errors(validateLicenceStepOne({ licenceKey: '', firstName: ' ', surname: '', university: '' })),
    ).toEqual({
      licenceKey: 'Field required',
      firstName: 'Field required',
      surname: 'Field required',
      university: 'Field required',
    });
    expect(
      errors(validateLicenceStepOne({ licenceKey: '12', firstName: 'Jo', surname: 'Ng', university: 'Uni' })),
    ).toEqual({});
  });
});

describe('licence step 2', () => {
  const valid = {
    email: 'jo@university.example',
    confirmEmail: 'jo@university.example',
    password: 'longenough',
    passwordConfirmation: 'longenough',
  };

  it('accepts a complete, matching form', () => {
    expect(errors(validateLicenceStepTwo(valid))).toEqual({});
  });
  it("requires the emails, then 'Please enter a valid email'", () => {
    expect(validateLicenceStepTwo({ ...valid, email: '' }).email).toBe('Field required');
    expect(validateLicenceStepTwo({ ...valid, email: 'jo@nowhere' }).email).toBe(
      'Please enter a valid email',
    );
    expect(validateLicenceStepTwo({ ...valid, confirmEmail: '' }).confirmEmail).toBe('Field required');
    expect(validateLicenceStepTwo({ ...valid, confirmEmail: 'not an email' }).confirmEmail).toBe(
      'Please enter a valid email',
    );
  });
  it("says 'Your emails don’t match' with the curly apostrophe", () => {
    const message = validateLicenceStepTwo({ ...valid, confirmEmail: 'jo@other.example' }).confirmEmail;
    expect(message).toBe('Your emails don’t match');
    expect(message).toBe(VALIDATION.emailsDontMatch);
  });
  it('checks the password length and the confirmation', () => {
    expect(validateLicenceStepTwo({ ...valid, password: '', passwordConfirmation: '' }).password).toBe(
      'Field required',
    );
    expect(validateLicenceStepTwo({ ...valid, password: 'short' }).password).toBe(
      'Password must be at least 8 characters.',
    );
    expect(validateLicenceStepTwo({ ...valid, passwordConfirmation: 'short' }).passwordConfirmation).toBe(
      'Password must be at least 8 characters.',
    );
    expect(
      validateLicenceStepTwo({ ...valid, passwordConfirmation: 'different1' }).passwordConfirmation,
    ).toBe("Your passwords don't match");
  });
});

describe('institution email', () => {
  it("says 'Field required', then 'Invalid email address'", () => {
    expect(validateInstitutionEmail({ email: '' }).email).toBe('Field required');
    expect(validateInstitutionEmail({ email: 'sam@' }).email).toBe('Invalid email address');
    expect(validateInstitutionEmail({ email: 'sam@university.example' }).email).toBeUndefined();
  });
});

describe('institution details', () => {
  it('requires names, an 8-character password and a matching confirmation', () => {
    expect(
      errors(
        validateInstitutionDetails({
          firstName: '',
          surname: '',
          password: 'short',
          passwordConfirmation: 'x',
        }),
      ),
    ).toEqual({
      firstName: 'Field required',
      surname: 'Field required',
      password: 'Password must be at least 8 characters.',
      passwordConfirmation: "Your passwords don't match",
    });
    expect(
      errors(
        validateInstitutionDetails({
          firstName: 'Sam',
          surname: 'Lee',
          password: 'longenough',
          passwordConfirmation: 'longenough',
        }),
      ),
    ).toEqual({});
  });
});
