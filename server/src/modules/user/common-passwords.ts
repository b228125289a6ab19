import { dictionary } from '@zxcvbn-ts/language-common';
import { badInput } from '../../shared/errors';

/** zxcvbn's list of the ~49,000 most common passwords, loaded once on first use. */
let common: Set<string> | undefined;

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose a less predictable one.';

/** Refused on top of the spec's length and character rules, which 'p@ssw0rd' satisfies. */
export function assertNotCommonPassword(password: string, field = 'password') {
  common ??= new Set(dictionary['passwords-common']);
  if (common.has(password.toLowerCase())) throw badInput(COMMON_PASSWORD_MESSAGE, field);
}
