import { sql } from 'kysely';
import { z } from 'zod';
import { setChannelEnabled } from '../../../identity/user/notification-channels';
import { DomainError } from '../../../shared/errors';
import type { Em } from '../../../shared/orm';
import type { RequestScope } from '../../../shared/scope';
import { parseInput } from '../../../shared/validation';
import { requireViewer } from '../../../shared/viewer';
import type { PushSubscriptionTables } from './push-subscription.entity';

/** A learner's devices kept at most: subscribing one more forgets the oldest. */
export const PUSH_DEVICES_KEPT = 20;

/** What a browser's PushSubscription.toJSON() gives, as subscribeToPush takes it. */
export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A device's state after a change: subscribed or not, by its endpoint. */
export interface PushDeviceState {
  endpoint: string;
  subscribed: boolean;
}

export const pushMessages = {
  endpoint: 'endpoint must be an https:// URL of a push service',
  p256dh: 'keys.p256dh must be a base64url P-256 public key (65 bytes)',
  auth: 'keys.auth must be a base64url 16-byte secret',
  off: 'Web push is not set up on this server',
} as const;

/** Bytes of a base64url text (padding allowed), or null for anything else. */
const base64urlBytes = (text: string) => (/^[A-Za-z0-9_-]+={0,2}$/.test(text) ? Buffer.from(text, 'base64url') : null);

const LOOPBACK_HOST = /^(127\.0\.0\.1|\[::1\]|localhost)$/;
/** Hosts a production server never posts to: loopback, and addresses written as IPs (push services have names). */
const ADDRESS_HOST = /^(localhost|\[.*\]|\d+\.\d+\.\d+\.\d+)$/;

/** https:// (a push service), or, outside production, http:// on this machine (a stand-in). */
export function isPushEndpoint(endpoint: string, production: boolean): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return !production || !ADDRESS_HOST.test(url.hostname);
  return !production && url.protocol === 'http:' && LOOPBACK_HOST.test(url.hostname);
}

const subscriptionSchema = (production: boolean) =>
  z.object({
    endpoint: z
      .string()
      .max(2048, pushMessages.endpoint)
      .refine((endpoint) => isPushEndpoint(endpoint, production), pushMessages.endpoint),
    keys: z.object({
      p256dh: z.string().refine((key) => {
        const bytes = base64urlBytes(key);
        return bytes?.length === 65 && bytes[0] === 4;
      }, pushMessages.p256dh),
      auth: z.string().refine((key) => base64urlBytes(key)?.length === 16, pushMessages.auth),
    }),
  });

const pushDb = (em: Em) => em.getKysely<PushSubscriptionTables>();

/** The key browsers subscribe with (applicationServerKey), or null when push is off on this server. */
export const webPushPublicKey = ({ deps }: RequestScope) => deps.config.webPush?.publicKey ?? null;

/**
 * Keeps this browser's subscription for the caller (a browser subscribed again, or by another account signed in on it,
 * replaces its row) and turns the push channel on: subscribing a device is opting in.
 */
export async function subscribeToPush(scope: RequestScope, input: PushSubscriptionInput): Promise<PushDeviceState> {
  const viewer = requireViewer(scope.viewer);
  if (!scope.deps.config.webPush) throw new DomainError('CONFLICT', pushMessages.off);
  const { endpoint, keys } = parseInput(subscriptionSchema(scope.deps.config.production), input);
  await scope.em.transactional(async (tx) => {
    const db = pushDb(tx);
    await db
      .insertInto('push_subscriptions')
      .values({
        id: crypto.randomUUID(),
        user_id: viewer.id,
        endpoint,
        p256dh: keys.p256dh.replace(/=+$/, ''),
        auth: keys.auth.replace(/=+$/, ''),
        created_at: scope.deps.clock.now(),
        failure_count: 0,
      })
      .onConflict((conflict) =>
        conflict.column('endpoint').doUpdateSet((eb) => ({
          user_id: eb.ref('excluded.user_id'),
          p256dh: eb.ref('excluded.p256dh'),
          auth: eb.ref('excluded.auth'),
          created_at: eb.ref('excluded.created_at'),
          failure_count: 0,
        })),
      )
      .execute();
    await sql`
      delete from push_subscriptions s using (
        select id from push_subscriptions where user_id = ${viewer.id}
        order by created_at desc, id desc offset ${PUSH_DEVICES_KEPT}
      ) old
      where s.id = old.id`.execute(db);
    await setChannelEnabled(tx, viewer.id, 'PUSH', true);
  });
  return { endpoint, subscribed: true };
}

/** Forgets this browser's subscription, if it is the caller's; other devices keep theirs. */
export async function unsubscribeFromPush(scope: RequestScope, endpoint: string): Promise<PushDeviceState> {
  const viewer = requireViewer(scope.viewer);
  await pushDb(scope.em)
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', viewer.id)
    .where('endpoint', '=', endpoint)
    .execute();
  return { endpoint, subscribed: false };
}
