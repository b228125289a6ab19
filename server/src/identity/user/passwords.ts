import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

/** OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane). `2` is Algorithm.Argon2id, a const enum. */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Each hash holds 19 MiB for tens of milliseconds; a login flood must queue, not exhaust memory. */
const hashing = pLimit(4);

export const hashPassword = (password: string) => hashing(() => hash(password, ARGON2_OPTIONS));

export const verifyPassword = (passwordHash: string, password: string) =>
  hashing(() => verify(passwordHash, password).catch(() => false));

/** Verified against when the email is unknown, so a miss takes as long as a wrong password. */
let decoyHash: Promise<string> | undefined;
export const decoyPasswordHash = () => {
  decoyHash ??= hashPassword('decoy-password-never-matches!1');
  return decoyHash;
};
