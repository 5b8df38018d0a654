import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EmailSchema, VALIDATION } from './validation';

/** Longest contact message we accept, in characters after trimming (docs/decisions.md). */
export const GUEST_MESSAGE_MAX_LENGTH = 5000;

/**
 * PUB-6 / DAT-11 / API-44: the landing's 'Let's connect' form. Name and email carry the helper text
 * 'Required field', the message 'Field required' (docs/decisions.md).
 */
export const GuestMessageInputSchema = z.object({
  fullName: z.string().trim().min(1, VALIDATION.requiredField).max(200),
  email: EmailSchema.max(EMAIL_MAX_LENGTH),
  message: z.string().trim().min(1, VALIDATION.fieldRequired).max(GUEST_MESSAGE_MAX_LENGTH),
});
export type GuestMessageInput = z.infer<typeof GuestMessageInputSchema>;
