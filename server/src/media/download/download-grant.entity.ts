import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { Lecture } from '../../catalog/lecture/lecture.entity';
import { UserSession } from '../../identity/user/session.entity';
import { nowOnCreate, uuidPrimaryKey } from '../../shared/orm';

/**
 * One lecture downloaded to one device: the right to play it offline, until `expiresAt` (the subscription's
 * paid-through date when it was issued). Its AES-128 key is derived from the grant's id and APP_SECRET
 * (download-keys.ts), so no key is stored; the device receives it wrapped for its own key pair. The row goes with its
 * session (sign-out, a revoked session or a removed device end the download with it) and with the lecture.
 */
const DownloadGrantSchema = defineEntity({
  name: 'DownloadGrant',
  tableName: 'download_grants',
  properties: {
    id: uuidPrimaryKey(),
    session: () => p.manyToOne(UserSession).ref().deleteRule('cascade').index(),
    /** Copied from the session (a session never changes hands): the account's downloads are read by it. */
    userId: p.uuid().index(),
    lecture: () => p.manyToOne(Lecture).ref().deleteRule('cascade'),
    quality: p.string().length(16),
    createdAt: nowOnCreate(),
    expiresAt: p.datetime(),
  },
});

export class DownloadGrant extends DownloadGrantSchema.class {}
DownloadGrantSchema.setClass(DownloadGrant);

/** The `download_grants` table as typed SQL sees it (em.getKysely<...>(), docs/decisions/0006-typed-sql.md). */
export type DownloadGrantTables = InferKyselyDB<typeof DownloadGrantSchema>;
