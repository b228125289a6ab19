import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';

/** Where a development instance keeps the VAPID key pair it generated on its first start (inside DATA_DIR). */
export const GENERATED_VAPID_FILE = 'web-push-vapid.json';

/** A P-256 public key as the Push API takes it: 65 bytes uncompressed, base64url (87 characters). */
const VAPID_PUBLIC_KEY = /^[A-Za-z0-9_-]{87}$/;
/** A P-256 private key: 32 bytes, base64url (43 characters). */
const VAPID_PRIVATE_KEY = /^[A-Za-z0-9_-]{43}$/;

const optional = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** The environment variables of web push, checked with the rest of the schema (config/index.ts). */
export const webPushEnv = {
  WEB_PUSH_VAPID_PUBLIC_KEY: optional.refine((key) => key === undefined || VAPID_PUBLIC_KEY.test(key), {
    message: 'WEB_PUSH_VAPID_PUBLIC_KEY must be a base64url P-256 public key (npx web-push generate-vapid-keys)',
  }),
  WEB_PUSH_VAPID_PRIVATE_KEY: optional.refine((key) => key === undefined || VAPID_PRIVATE_KEY.test(key), {
    message: 'WEB_PUSH_VAPID_PRIVATE_KEY must be a base64url P-256 private key (npx web-push generate-vapid-keys)',
  }),
  WEB_PUSH_SUBJECT: optional.refine(
    (subject) => subject === undefined || /^(mailto:[^@\s]+@\S+|https:\/\/\S+)$/.test(subject),
    {
      message: 'WEB_PUSH_SUBJECT must be a mailto: address or an https:// URL',
    },
  ),
};

export interface WebPushConfig {
  publicKey: string;
  privateKey: string;
  /** Who the push services may contact about this sender (VAPID `sub`). */
  subject: string;
  /** The key pair was generated into DATA_DIR (development), not given. */
  generated: boolean;
}

interface WebPushInput {
  WEB_PUSH_VAPID_PUBLIC_KEY?: string | undefined;
  WEB_PUSH_VAPID_PRIVATE_KEY?: string | undefined;
  WEB_PUSH_SUBJECT?: string | undefined;
}

/**
 * Web push's VAPID keys and subject, or null when push is off. Both keys, or neither: one alone is a mistake worth a
 * refusal to start. Without them, outside production a key pair is generated once into the data folder (each
 * development instance has its own; none is ever in the repository); in production push is off.
 */
export function webPushConfig(
  e: WebPushInput,
  { production, dataDir, adminEmail }: { production: boolean; dataDir: string; adminEmail: string },
): WebPushConfig | null {
  const subject = e.WEB_PUSH_SUBJECT ?? `mailto:${adminEmail}`;
  const { WEB_PUSH_VAPID_PUBLIC_KEY: publicKey, WEB_PUSH_VAPID_PRIVATE_KEY: privateKey } = e;
  if (publicKey && privateKey) return { publicKey, privateKey, subject, generated: false };
  if (publicKey || privateKey) {
    throw new Error('Invalid configuration:\n  WEB_PUSH_VAPID_PUBLIC_KEY and WEB_PUSH_VAPID_PRIVATE_KEY go together');
  }
  if (production) return null;
  return { ...generatedVapidKeys(dataDir), subject, generated: true };
}

function generatedVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, GENERATED_VAPID_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process starting on the same folder wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const keys = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
