import { badInput } from '../../shared/errors';
import { isCommonPassword } from '../../shared/strength';

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose a less predictable one.';

/** Refused on top of the spec's length and character rules, which 'p@ssw0rd' satisfies (shared/strength.ts). */
export function assertNotCommonPassword(password: string, field = 'password') {
  if (isCommonPassword(password)) throw badInput(COMMON_PASSWORD_MESSAGE, field);
}
