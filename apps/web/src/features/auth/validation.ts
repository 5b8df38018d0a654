import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH, VALIDATION } from '@studyflow/contracts/validation-messages';
import type { FieldErrors } from '../../lib/forms/use-form';

/**
 * The validation rules of ACC-3, ACC-10, ACC-12, ACC-14, ACC-18 and ACC-19, one function per form,
 * each message exact.
 */

const isBlank = (value: string): boolean => value.trim() === '';
const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

/** A new password: 'Field required' when empty, then the minimum length. */
function newPasswordError(password: string): string | undefined {
  if (password === '') return VALIDATION.fieldRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return VALIDATION.passwordMin;
  return undefined;
}

export type SignInField = 'email' | 'password';
export function validateSignIn(values: Record<SignInField, string>): FieldErrors<SignInField> {
  return {
    email: isBlank(values.email) ? VALIDATION.required : undefined,
    password: values.password === '' ? VALIDATION.required : undefined,
  };
}

export type ChangePasswordField = 'password' | 'passwordConfirmation';
export function validateChangePassword(
  values: Record<ChangePasswordField, string>,
): FieldErrors<ChangePasswordField> {
  return {
    password: newPasswordError(values.password),
    passwordConfirmation:
      values.passwordConfirmation !== values.password ? VALIDATION.passwordsDontMatch : undefined,
  };
}

export type LicenceStepOneField = 'licenceKey' | 'firstName' | 'surname' | 'university';
export function validateLicenceStepOne(
  values: Record<LicenceStepOneField, string>,
): FieldErrors<LicenceStepOneField> {
  const required = (value: string) => (isBlank(value) ? VALIDATION.fieldRequired : undefined);
  // The key is described as ten digits, but ACC-12 says the length is not checked.
  return {
    licenceKey: required(values.licenceKey),
    firstName: required(values.firstName),
    surname: required(values.surname),
    university: required(values.university),
  };
}

export type LicenceStepTwoField = 'email' | 'confirmEmail' | 'password' | 'passwordConfirmation';
export function validateLicenceStepTwo(
  values: Record<LicenceStepTwoField, string>,
): FieldErrors<LicenceStepTwoField> {
  const email = (value: string) => {
    if (isBlank(value)) return VALIDATION.fieldRequired;
    return isEmail(value) ? undefined : VALIDATION.validEmail;
  };
  const confirmation = (value: string) => {
    if (value === '') return VALIDATION.fieldRequired;
    if (value.length < PASSWORD_MIN_LENGTH) return VALIDATION.passwordMin;
    return value !== values.password ? VALIDATION.passwordsDontMatch : undefined;
  };
  return {
    email: email(values.email),
    confirmEmail:
      email(values.confirmEmail) ??
      (values.confirmEmail.trim() !== values.email.trim() ? VALIDATION.emailsDontMatch : undefined),
    password: newPasswordError(values.password),
    passwordConfirmation: confirmation(values.passwordConfirmation),
  };
}

export type InstitutionEmailField = 'email';
export function validateInstitutionEmail(
  values: Record<InstitutionEmailField, string>,
): FieldErrors<InstitutionEmailField> {
  if (isBlank(values.email)) return { email: VALIDATION.fieldRequired };
  return { email: isEmail(values.email) ? undefined : VALIDATION.invalidEmail };
}

export type InstitutionDetailsField = 'firstName' | 'surname' | 'password' | 'passwordConfirmation';
export function validateInstitutionDetails(
  values: Record<InstitutionDetailsField, string>,
): FieldErrors<InstitutionDetailsField> {
  return {
    firstName: isBlank(values.firstName) ? VALIDATION.fieldRequired : undefined,
    surname: isBlank(values.surname) ? VALIDATION.fieldRequired : undefined,
    password: newPasswordError(values.password),
    passwordConfirmation:
      values.passwordConfirmation !== values.password ? VALIDATION.passwordsDontMatch : undefined,
  };
}
