import { createHmac, timingSafeEqual } from 'node:crypto';
import { discussionMessages, MAIL_KINDS, type MailKind } from '@coursehub/shared';
import { sql } from 'kysely';
import type { Config } from '../../config';
import { mailT } from '../../mail/mail-translator';
import type { MailContent } from '../../mail/mailer';
import { badInput } from '../../shared/errors';
import { isUuid } from '../../shared/ids';
import type { Em } from '../../shared/orm';
import type { MailOptOutTables } from './mail-opt-out.entity';
import type { UserTables } from './user.entity';

const optOutDb = (em: Em) => em.getKysely<MailOptOutTables & UserTables>();

/**
 * One-click unsubscribe (RFC 8058): every mail of a kind that can be turned off carries a link with a token naming the
 * user and the kind, signed with APP_SECRET. The token does not expire (an old mail's link keeps working) and only
 * ever turns that one kind of mail off or back on, so it needs no sign-in.
 */
const signer = (appSecret: string) => createHmac('sha256', appSecret).update('mail-unsubscribe').digest();

const signatureOf = (appSecret: string, payload: string) =>
  createHmac('sha256', signer(appSecret)).update(payload).digest('base64url');

export function unsubscribeToken(appSecret: string, userId: string, kind: MailKind): string {
  const payload = `${userId}.${kind}`;
  return `${payload}.${signatureOf(appSecret, payload)}`;
}

/** The user and kind a token names; BAD_USER_INPUT for anything this server did not sign. */
export function readUnsubscribeToken(appSecret: string, token: string): { userId: string; kind: MailKind } {
  const [userId = '', kind = '', signature = ''] = token.split('.');
  const expected = Buffer.from(signatureOf(appSecret, `${userId}.${kind}`));
  const given = Buffer.from(signature);
  const valid =
    isUuid(userId) &&
    (MAIL_KINDS as readonly string[]).includes(kind) &&
    given.length === expected.length &&
    timingSafeEqual(given, expected);
  if (!valid) throw badInput(discussionMessages.badUnsubscribe, 'token');
  return { userId, kind: kind as MailKind };
}

/** The page a mail's link opens (it unsubscribes on arrival and offers to subscribe again). */
export const unsubscribePageUrl = (config: Pick<Config, 'clientUrl'>, token: string) =>
  `${config.clientUrl}/unsubscribe?token=${encodeURIComponent(token)}`;

/** The headers that let a mail client offer its own unsubscribe button, which POSTs to the REST route. */
export function unsubscribeHeaders(config: Pick<Config, 'publicUrl'>, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${config.publicUrl}/api/v1/mail/unsubscribe?token=${encodeURIComponent(token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** Turns a kind of mail off (subscribed false) or back on for a user; idempotent. */
export async function setMailSubscription(em: Em, userId: string, kind: MailKind, subscribed: boolean) {
  const db = optOutDb(em);
  if (subscribed) {
    await db.deleteFrom('mail_opt_outs').where('user_id', '=', userId).where('kind', '=', kind).execute();
    return;
  }
  await db
    .insertInto('mail_opt_outs')
    .columns(['user_id', 'kind', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('users')
        .select([sql<string>`id`.as('user_id'), sql<string>`${kind}`.as('kind'), sql<Date>`now()`.as('created_at')])
        .where('id', '=', userId),
    )
    .onConflict((conflict) => conflict.columns(['user_id', 'kind']).doNothing())
    .execute();
}

/**
 * For a statement over users: whether the user whose id is the column `userId` (such as `u.id`) turned this kind of
 * mail off. The batches that mail many users at once leave out those it is true of.
 */
export const optedOutOf = (kind: MailKind, userId: string) =>
  sql<boolean>`exists (select 1 from mail_opt_outs o where o.user_id = ${sql.ref(userId)} and o.kind = ${kind})`;

/** Whether the user turned this kind of mail off. */
export async function hasOptedOut(em: Em, userId: string, kind: MailKind): Promise<boolean> {
  const row = await optOutDb(em)
    .selectFrom('mail_opt_outs')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row !== undefined;
}

export type UnsubscribeLinks = Pick<Config, 'clientUrl' | 'publicUrl' | 'appSecret'>;

/**
 * A mail of a kind the user can turn off, with its unsubscribe link at the foot (saying what it stops, `what` in the
 * mail's language) and the one-click headers.
 */
export function withUnsubscribe(
  config: UnsubscribeLinks,
  userId: string,
  kind: MailKind,
  what: string,
  content: MailContent,
  locale: string | null | undefined,
): MailContent {
  const token = unsubscribeToken(config.appSecret, userId, kind);
  const url = unsubscribePageUrl(config, token);
  const t = mailT(locale);
  const stop = t('layout:unsubscribe.stop', { what });
  return {
    ...content,
    text: `${content.text}\n\n${stop}: ${url}`,
    html: content.html.replace(
      '</div></body>',
      `<p style="margin:16px 0 0;font-size:12px;color:#777">${stop}: <a href="${url}">${t('layout:unsubscribe.link')}</a></p>\n</div></body>`,
    ),
    headers: unsubscribeHeaders(config, token),
  };
}

/** The kinds of mail the user turned off. */
export async function optedOutKinds(em: Em, userId: string): Promise<Set<MailKind>> {
  const rows = await optOutDb(em).selectFrom('mail_opt_outs').select('kind').where('user_id', '=', userId).execute();
  return new Set(rows.map((row) => row.kind as MailKind));
}
