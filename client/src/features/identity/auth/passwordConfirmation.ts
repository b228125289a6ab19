import { messages } from '@coursehub/shared';
import { z } from 'zod';
import { passwordsDoNotMatch } from '../../../shared/notices';

/**
 * The client-only confirmation of a form's new password, for a schema with the shared `newPassword` rule:
 * `schema.extend(confirmPasswordField).refine(passwordsMatch, passwordsMatchCheck)`.
 */
export const confirmPasswordField = {
  confirmPassword: z.string(messages.fillAllDetails).min(1, messages.fillAllDetails),
};

export const passwordsMatch = (values: { newPassword: string; confirmPassword: string }) =>
  values.newPassword === values.confirmPassword;

/** 'Passwords do not match' under the confirmation, checked only once both are filled (an empty one has its own). */
export const passwordsMatchCheck = {
  message: passwordsDoNotMatch,
  path: ['confirmPassword'],
  when: (payload: { value: unknown }) =>
    typeof (payload.value as { newPassword?: unknown } | undefined)?.newPassword === 'string' &&
    Boolean((payload.value as { confirmPassword?: unknown } | undefined)?.confirmPassword),
};
