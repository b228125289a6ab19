import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * The one strength check of the server, for the passwords people choose (signup, change, reset, ADMIN_PASSWORD) and
 * the secrets operators set (APP_SECRET): zxcvbn-ts with its common dictionaries, the list of the ~49,000 most common
 * passwords among them. Both are loaded once, on first use.
 */
let common: Set<string> | undefined;
let estimator: ZxcvbnFactory | undefined;

/** On zxcvbn's list of common passwords (any case): refused on top of the spec's length and character rules. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}

/**
 * zxcvbn's estimate of the guesses a value takes, in bits. It counts a character of no pattern it knows as 10
 * guesses (3.3 bits), and finds sequences, repeats, keyboard walks, dictionary words and their l33t spellings:
 * 'abcdefghijklmnopqrstuvwxyz012345' is 14 bits, a random 40-character base64 value 133.
 */
export function estimatedBits(value: string): number {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator.check(value).guessesLog10 * Math.log2(10);
}
