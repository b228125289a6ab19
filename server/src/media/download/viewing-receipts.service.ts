import type { ReceiptBody } from '@coursehub/shared';
import { z } from 'zod';
import type { SessionTables } from '../../identity/user/session.entity';
import { DomainError, forbidden, notFound } from '../../shared/errors';
import { knownId } from '../../shared/ids';
import type { RequestScope } from '../../shared/scope';
import { parseInput } from '../../shared/validation';
import { requireViewer } from '../../shared/viewer';
import { recordOfflineSections } from '../viewing/viewing-record.service';
import { mergeSections, type Section, sectionsLength, watchedBetween } from '../viewing/watch-sections';
import type { DownloadGrantTables } from './download-grant.entity';
import { downloadKey } from './download-keys';
import type { ViewingReceiptTables } from './viewing-receipt.entity';
import { receiptSignedWith } from './viewing-receipts';

export const RECEIPT_REFUSED_MESSAGE = 'This viewing receipt is not signed by its download';
export const RECEIPT_REPLAYED_MESSAGE = 'This viewing receipt was already counted';
export const RECEIPT_OUTSIDE_GRANT_MESSAGE = 'This viewing receipt falls outside the time its download could play';

/** A receipt holds one stretch of offline playing: at most a day of heartbeats every ten seconds. */
const MAX_HEARTBEATS = 9_000;

const receiptSchema = z.object({
  receiptId: z.uuid(),
  grantId: z.string(),
  segments: z.array(z.int().min(0)).max(10_000),
  heartbeats: z
    .array(
      z.object({
        atMs: z.number().int().min(0),
        positionSeconds: z.number().min(0).max(86_400),
        playing: z.boolean(),
        rate: z.number().min(0).max(16),
        visible: z.boolean(),
      }),
    )
    .min(2)
    .max(MAX_HEARTBEATS),
  mac: z.string().min(1).max(100),
});

export type ViewingReceiptInput = ReceiptBody & { mac: string };

/** The sections the heartbeats prove watched, by the online rule (watchedBetween), in order. */
function watchedSections(heartbeats: ReceiptBody['heartbeats']): Section[] {
  const sections: Section[] = [];
  let creditedUntilMs = 0;
  for (let index = 1; index < heartbeats.length; index += 1) {
    const previous = heartbeats[index - 1] as ReceiptBody['heartbeats'][number];
    const next = heartbeats[index] as ReceiptBody['heartbeats'][number];
    const span = watchedBetween(previous, next, creditedUntilMs);
    if (span) {
      sections.push(span);
      creditedUntilMs = next.atMs;
    }
  }
  return mergeSections(sections);
}

/**
 * Counts a receipt of viewing done offline from a download, as the heartbeats count online viewing: it must be
 * signed (HMAC-SHA-256) with the download's key, name a download of the caller's account that was not revoked, lie
 * within the time the download could play (after it was issued, before its expiry and now), and not have been
 * counted before. Its heartbeats then make watched sections by the online rule, which join the learner's record of
 * the lecture. Forged receipts are FORBIDDEN, replayed ones CONFLICT.
 */
export async function countViewingReceipt(
  scope: RequestScope,
  input: ViewingReceiptInput,
): Promise<{ lectureId: string; watchedSeconds: number }> {
  const { em, deps } = scope;
  const viewer = requireViewer(scope.viewer);
  const receipt = parseInput(receiptSchema, input);
  const grantId = knownId(receipt.grantId, 'Download');
  const grant = await em
    .getKysely<DownloadGrantTables & SessionTables>()
    .selectFrom('download_grants as g')
    .innerJoin('sessions as s', 's.id', 'g.session_id')
    .select(['g.id', 'g.session_id', 'g.lecture_id', 'g.created_at', 'g.expires_at', 's.revoked_at'])
    .where('g.id', '=', grantId)
    .where('g.user_id', '=', viewer.id)
    .executeTakeFirst();
  if (!grant) throw notFound('Download');
  const body = { ...receipt, grantId };
  if (!receiptSignedWith(downloadKey(deps.config.appSecret, grant.id), body, receipt.mac)) {
    throw forbidden(RECEIPT_REFUSED_MESSAGE);
  }
  if (grant.revoked_at !== null) throw forbidden(RECEIPT_OUTSIDE_GRANT_MESSAGE);
  const times = receipt.heartbeats.map((heartbeat) => heartbeat.atMs);
  const from = new Date(grant.created_at).getTime();
  const until = Math.min(new Date(grant.expires_at).getTime(), deps.clock.nowMs());
  const inOrder = times.every((at, index) => index === 0 || at >= (times[index - 1] ?? at));
  if (!inOrder || Math.min(...times) < from || Math.max(...times) > until)
    throw forbidden(RECEIPT_OUTSIDE_GRANT_MESSAGE);
  const sections = watchedSections(receipt.heartbeats);
  return em.transactional(async (tx) => {
    // The receipt's id is taken first: of two sendings at once, one counts and the other finds it taken.
    const inserted = await tx
      .getKysely<ViewingReceiptTables>()
      .insertInto('viewing_receipts')
      .values({ id: receipt.receiptId, grant_id: grant.id, received_at: deps.clock.now() })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw new DomainError('CONFLICT', RECEIPT_REPLAYED_MESSAGE);
    const entry = { authSessionId: grant.session_id, lectureId: grant.lecture_id, sections };
    if (sections.length) await recordOfflineSections(tx, deps, entry);
    return { lectureId: grant.lecture_id, watchedSeconds: sectionsLength(sections) };
  });
}
