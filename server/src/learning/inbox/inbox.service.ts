import { INBOX_KEPT, type InboxKind } from '@coursehub/shared';
import { sql } from 'kysely';
import { badInput } from '../../shared/errors';
import { isUuid } from '../../shared/ids';
import type { Em } from '../../shared/orm';
import type { PageArgs } from '../../shared/pagination';
import type { RequestScope } from '../../shared/scope';
import { requireViewer } from '../../shared/viewer';
import {
  INBOX_NEWEST_FIRST,
  type InboxData,
  type InboxItemView,
  inboxDb,
  inboxRows,
  toInboxItem,
  trimInboxes,
} from './inbox-rows';
import { type PushChannel, queueInboxPushes } from './push/push-delivery';

/** Ids one markInboxRead may name: a page of the inbox and then some. */
export const MARK_READ_MAX = 100;
export const MARK_READ_IDS_MESSAGE = `ids must be at most ${MARK_READ_MAX} inbox item ids`;

export interface InboxEntry {
  userId: string;
  kind: InboxKind;
  /** What it is about: one item per learner, kind and subject. */
  subjectId: string;
  courseId?: string | null;
  lectureId?: string | null;
  data: InboxData;
}

/**
 * Tells a learner something, in the transaction of the change it is about (as a mail is queued): it is there when the
 * change is, and never without it, and so is the push to their devices (push/push-delivery.ts). Told twice, it is kept
 * once, and pushed once.
 */
export async function addToInbox(em: Em, push: PushChannel, entry: InboxEntry): Promise<void> {
  const added = await inboxDb(em)
    .insertInto('inbox_items')
    .values({
      id: crypto.randomUUID(),
      user_id: entry.userId,
      kind: entry.kind,
      subject_id: entry.subjectId,
      course_id: entry.courseId ?? null,
      lecture_id: entry.lectureId ?? null,
      data: sql<never>`${JSON.stringify(entry.data)}::jsonb`,
      created_at: sql<Date>`now()`,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'kind', 'subject_id']).doNothing())
    .returning(['id', 'user_id'])
    .execute();
  await afterInboxAdded(em, push, added);
}

/**
 * What follows every write of inbox items, in its transaction: the pushes to the learners' devices, and each inbox cut
 * back to its newest INBOX_KEPT. `added` is what the insert returned: an item told before adds nothing, and pushes
 * nothing.
 */
export async function afterInboxAdded(
  em: Em,
  push: PushChannel,
  added: readonly { id: string; user_id: string }[],
): Promise<void> {
  await queueInboxPushes(
    em,
    push,
    added.map((row) => row.id),
  );
  await trimInboxes(
    em,
    added.map((row) => row.user_id),
    INBOX_KEPT,
  );
}

/**
 * Takes back what these subjects' items of `kind` told, in the caller's transaction: a withdrawn or used invitation
 * leaves no item that still invites.
 */
export async function removeFromInbox(em: Em, kind: InboxKind, subjectIds: readonly string[]): Promise<void> {
  if (subjectIds.length === 0) return;
  await inboxDb(em)
    .deleteFrom('inbox_items')
    .where('kind', '=', kind)
    .where(sql<boolean>`subject_id = any(${[...subjectIds]}::uuid[])`)
    .execute();
}

/** The caller's inbox, newest first, a page at a time. */
export async function inboxPage(scope: RequestScope, args: PageArgs) {
  const viewer = requireViewer(scope.viewer);
  const { size, after } = INBOX_NEWEST_FIRST.page(args);
  const rows = inboxRows(scope.em, viewer.id).select(INBOX_NEWEST_FIRST.keySelections());
  const page = after ? rows.where(INBOX_NEWEST_FIRST.afterPosition(after)) : rows;
  const [pageRows, count] = await Promise.all([
    INBOX_NEWEST_FIRST.inOrder(page)
      .limit(size + 1)
      .execute(),
    inboxDb(scope.em)
      .selectFrom('inbox_items')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('user_id', '=', viewer.id)
      .executeTakeFirst(),
  ]);
  return INBOX_NEWEST_FIRST.connection(pageRows, size, Number(count?.total ?? 0), toInboxItem);
}

/** How many of the caller's items they have not read (the header's badge). */
export async function unreadInboxCount(scope: RequestScope): Promise<number> {
  const viewer = requireViewer(scope.viewer);
  const row = await inboxDb(scope.em)
    .selectFrom('inbox_items')
    .select((eb) => eb.fn.countAll<string>().as('unread'))
    .where('user_id', '=', viewer.id)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.unread ?? 0);
}

/**
 * Marks the caller's items read: those of `ids` (others' ids, and unknown ones, change nothing), or all of them
 * without. Gives back the items it marked, and how many remain unread.
 */
export async function markInboxRead(
  scope: RequestScope,
  ids: readonly string[] | null,
): Promise<{ items: InboxItemView[]; unreadCount: number }> {
  const viewer = requireViewer(scope.viewer);
  if (ids && (ids.length > MARK_READ_MAX || !ids.every(isUuid))) throw badInput(MARK_READ_IDS_MESSAGE, 'ids');
  if (ids?.length === 0) return { items: [], unreadCount: await unreadInboxCount(scope) };
  let update = inboxDb(scope.em)
    .updateTable('inbox_items as i')
    .set({ read_at: sql<Date>`now()` })
    .where('i.user_id', '=', viewer.id)
    .where('i.read_at', 'is', null);
  if (ids)
    update = update.where(
      'i.id',
      'in',
      ids.map((id) => id.toLowerCase()),
    );
  const marked = await update
    .returning(['i.id', 'i.kind', 'i.created_at', 'i.read_at', 'i.course_id', 'i.lecture_id', 'i.data'])
    .execute();
  return { items: marked.map(toInboxItem), unreadCount: await unreadInboxCount(scope) };
}
