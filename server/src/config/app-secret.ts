import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { estimatedBits } from '../shared/strength';

/** Where a development instance keeps the secret it generated on its first start (inside DATA_DIR). */
export const GENERATED_SECRET_FILE = 'app-secret';
/**
 * The least strength accepted for APP_SECRET in production, as zxcvbn estimates it (shared/strength.ts): it counts
 * 3.3 bits per character of no known pattern, so a random 32-character value scores about 105 (94 at the least in
 * 300 tries) and 48 random bytes in base64 about 210, while any sequence, repeat or word it knows scores far less.
 */
const MIN_SECRET_BITS = 90;

/**
 * Outside production a missing APP_SECRET is generated once and kept in the data folder, so each
 * development instance signs with a secret of its own (a built-in one would be public).
 */
export function generatedSecret(dataDir: string): string {
  const file = path.join(dataDir, GENERATED_SECRET_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process starting on the same folder wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return readFileSync(file, 'utf8').trim();
}

/** Whether APP_SECRET is too weak for production (see MIN_SECRET_BITS). */
export const secretLooksGuessable = (secret: string) => estimatedBits(secret) < MIN_SECRET_BITS;
