import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { requireWatcher } from '../../catalog/lecture/lecture-listing.service';
import { readyLecture } from '../../catalog/lecture/ready-lecture';
import type { SessionTables } from '../../identity/user/session.entity';
import type { TeamTables } from '../../identity/user/team.entity';
import type { UserTables } from '../../identity/user/user.entity';
import { forbidden, notFound, unauthenticated } from '../../shared/errors';
import { knownId } from '../../shared/ids';
import type { Em } from '../../shared/orm';
import type { RequestScope } from '../../shared/scope';
import { parseInput } from '../../shared/validation';
import { DownloadGrant, type DownloadGrantTables } from './download-grant.entity';
import { downloadKey, wrapForDevice } from './download-keys';

export const DOWNLOAD_QUALITIES = ['DATA_SAVER', 'SD_360', 'HD_720'] as const;
export type DownloadQuality = (typeof DOWNLOAD_QUALITIES)[number];

export const DOWNLOADS_NEED_SUBSCRIPTION_MESSAGE = 'Downloads come with a subscription: subscribe to watch offline';
export const API_KEYS_CANNOT_DOWNLOAD_MESSAGE = 'Downloads are for a signed-in device, not an API key';

export interface IssueDownloadGrantInput {
  lectureId: string;
  quality: DownloadQuality;
  /** The device's RSA-OAEP public key (SPKI, base64) the download's key is wrapped for. */
  devicePublicKey: string;
}

const issueSchema = z.object({
  lectureId: z.string(),
  quality: z.enum(DOWNLOAD_QUALITIES),
  devicePublicKey: z.string().min(1).max(2048),
});

export interface DownloadGrantView {
  id: string;
  lectureId: string;
  quality: DownloadQuality;
  /** The AES-128 key wrapped for the device (download-keys.ts). */
  wrappedKey: string;
  issuedAt: Date;
  expiresAt: Date;
}

/**
 * When the caller's access is paid through: their own subscription's period end, or, on a team's seat, the team's.
 * Null when nothing is paid for (an ADMIN without a subscription).
 */
async function paidThrough(em: Em, userId: string): Promise<Date | null> {
  const row = await em
    .getKysely<UserTables & TeamTables>()
    .selectFrom('users as u')
    .leftJoin('team_members as m', 'm.user_id', 'u.id')
    .leftJoin('teams as t', 't.id', 'm.team_id')
    .select(['u.current_period_end as own', 't.period_end as team'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  const end = row?.team ?? row?.own ?? null;
  return end === null ? null : new Date(end);
}

/**
 * A download of one READY lecture to the caller's device: the grant's key wrapped for the device, expiring at the
 * subscription's paid-through date. Renewing an expired download is asking again: a new grant, to the new date.
 * Timestamps read with kysely arrive as text (db/postgres-driver.ts), hence the `new Date`s.
 */
export async function issueDownloadGrant(
  scope: RequestScope,
  input: IssueDownloadGrantInput,
): Promise<DownloadGrantView> {
  const { em, deps } = scope;
  const viewer = requireWatcher(scope.viewer);
  if (viewer.apiKeyScopes) throw forbidden(API_KEYS_CANNOT_DOWNLOAD_MESSAGE);
  const { lectureId, quality, devicePublicKey } = parseInput(issueSchema, input);
  const id = knownId(lectureId, 'Lecture');
  const lecture = await readyLecture(em, id).select('id').executeTakeFirst();
  if (!lecture) throw notFound('Lecture');
  const now = deps.clock.now();
  const expiresAt = await paidThrough(em, viewer.id);
  if (!expiresAt || expiresAt <= now) throw forbidden(DOWNLOADS_NEED_SUBSCRIPTION_MESSAGE);
  const grant = em.create(DownloadGrant, {
    // Known before the insert: the key is derived from it.
    id: randomUUID(),
    session: viewer.sessionId,
    userId: viewer.id,
    lecture: id,
    quality,
    createdAt: now,
    expiresAt,
  });
  const wrappedKey = wrapForDevice(downloadKey(deps.config.appSecret, grant.id), devicePublicKey);
  await em.flush();
  return { id: grant.id, lectureId: id, quality, wrappedKey, issuedAt: now, expiresAt };
}

export type DownloadStatus = 'LIVE' | 'EXPIRED' | 'ACCESS_ENDED' | 'REVOKED';

export interface DownloadGrantState {
  id: string;
  lectureId: string;
  expiresAt: Date;
  status: DownloadStatus;
}

/**
 * Whether one of the caller's downloads may still play, and if not why: REVOKED when the session it was issued to has
 * ended by sign-out, revocation or the device's removal (a session that merely reached its age leaves it playing:
 * the learner signs in again on the same device); EXPIRED past its paid-through date; ACCESS_ENDED when the
 * subscription no longer gives access (cancelled with a refund, ended). Another account's download is NOT_FOUND.
 */
export async function downloadGrantState(scope: RequestScope, grantId: string): Promise<DownloadGrantState> {
  const { em, deps } = scope;
  if (!scope.viewer) throw unauthenticated();
  const id = knownId(grantId, 'Download');
  const row = await em
    .getKysely<DownloadGrantTables & SessionTables>()
    .selectFrom('download_grants as g')
    .innerJoin('sessions as s', 's.id', 'g.session_id')
    .select(['g.id', 'g.lecture_id', 'g.expires_at', 's.revoked_at'])
    .where('g.id', '=', id)
    .where('g.user_id', '=', scope.viewer.id)
    .executeTakeFirst();
  if (!row) throw notFound('Download');
  // The driver hands timestamps over as text (db/postgres-driver.ts).
  const expiresAt = new Date(row.expires_at);
  const status = grantStatus(row.revoked_at !== null, expiresAt <= deps.clock.now(), scope.viewer.subscriptionActive);
  return { id: row.id, lectureId: row.lecture_id, expiresAt, status };
}

const grantStatus = (revoked: boolean, expired: boolean, access: boolean): DownloadStatus => {
  if (revoked) return 'REVOKED';
  if (expired) return 'EXPIRED';
  return access ? 'LIVE' : 'ACCESS_ENDED';
};

/** Why a download's media are no longer served, by its status (the app shows its own words for each). */
export const DOWNLOAD_ENDED_MESSAGES: Record<Exclude<DownloadStatus, 'LIVE'>, string> = {
  EXPIRED: 'This download reached the end of the paid period it was issued for: renew it',
  ACCESS_ENDED: 'Your subscription no longer gives access to downloads',
  REVOKED: 'This download belonged to a session that has ended',
};

/**
 * One of the caller's downloads whose media may still be fetched: LIVE (downloadGrantState), else FORBIDDEN with
 * the reason; another account's is NOT_FOUND.
 */
export async function playableDownload(
  scope: RequestScope,
  grantId: string,
): Promise<{ id: string; lectureId: string; quality: DownloadQuality }> {
  const state = await downloadGrantState(scope, grantId);
  if (state.status !== 'LIVE') throw forbidden(DOWNLOAD_ENDED_MESSAGES[state.status]);
  const row = await scope.em
    .getKysely<DownloadGrantTables>()
    .selectFrom('download_grants')
    .select('quality')
    .where('id', '=', state.id)
    .executeTakeFirstOrThrow();
  return { id: state.id, lectureId: state.lectureId, quality: row.quality as DownloadQuality };
}
