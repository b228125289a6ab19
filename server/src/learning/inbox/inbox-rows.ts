import type { InboxKind } from '@coursehub/shared';
import { sql } from 'kysely';
import type { Em } from '../../shared/orm';
import { Keyset } from '../../shared/pagination';
import type { InboxTables } from './inbox.entity';

/** What inbox statements are typed against (docs/decisions/0006-typed-sql.md). */
export const inboxDb = (em: Em) => em.getKysely<InboxTables>();

/** The texts and link targets an item keeps, by kind: what the reader is shown, as it was when it was told. */
export interface InboxData {
  courseTitle?: string;
  lectureTitle?: string;
  questionId?: string;
  questionTitle?: string;
  /** Who answered (an instructor's answer is signed with the course's instructor). */
  actorName?: string;
  certificateCode?: string;
  /** CERTIFICATE_ISSUED for a learning path: its title (the item has no course). */
  pathTitle?: string;
  /** TEAM_INVITATION: the team's name (the owner is the actor), and the invitation the join page opens. */
  teamName?: string;
  invitationId?: string;
}

/** An inbox item as its learner reads it. */
export interface InboxItemView {
  id: string;
  kind: InboxKind;
  createdAt: Date;
  read: boolean;
  courseId: string | null;
  courseTitle: string | null;
  lectureId: string | null;
  lectureTitle: string | null;
  questionId: string | null;
  questionTitle: string | null;
  actorName: string | null;
  certificateCode: string | null;
  pathTitle: string | null;
  teamName: string | null;
  invitationId: string | null;
}

/** A learner's inbox, newest first (created_at, then id). */
export const INBOX_NEWEST_FIRST = new Keyset('inbox:newest', [
  { sql: 'i.created_at', type: 'timestamp', descending: true },
  { sql: 'i.id', type: 'uuid', descending: true },
]);

export const inboxRows = (em: Em, userId: string) =>
  inboxDb(em)
    .selectFrom('inbox_items as i')
    .select(['i.id', 'i.kind', 'i.created_at', 'i.read_at', 'i.course_id', 'i.lecture_id', 'i.data'])
    .where('i.user_id', '=', userId);

type InboxRow = Awaited<ReturnType<ReturnType<typeof inboxRows>['execute']>>[number];

export const toInboxItem = (row: InboxRow): InboxItemView => {
  const data = row.data as Partial<InboxData>;
  return {
    id: row.id,
    kind: row.kind,
    createdAt: new Date(row.created_at),
    read: row.read_at !== null,
    courseId: row.course_id,
    courseTitle: data.courseTitle ?? null,
    lectureId: row.lecture_id,
    lectureTitle: data.lectureTitle ?? null,
    questionId: data.questionId ?? null,
    questionTitle: data.questionTitle ?? null,
    actorName: data.actorName ?? null,
    certificateCode: data.certificateCode ?? null,
    pathTitle: data.pathTitle ?? null,
    teamName: data.teamName ?? null,
    invitationId: data.invitationId ?? null,
  };
};

/** Drops what is beyond each of these learners' newest INBOX_KEPT items. */
export async function trimInboxes(em: Em, userIds: readonly string[], kept: number): Promise<void> {
  if (userIds.length === 0) return;
  await sql`
    delete from inbox_items i using (
      select id from (
        select id, row_number() over (partition by user_id order by created_at desc, id desc) as place
        from inbox_items where user_id = any(${userIds}::uuid[])
      ) ranked where place > ${kept}
    ) old
    where i.id = old.id`.execute(inboxDb(em));
}
