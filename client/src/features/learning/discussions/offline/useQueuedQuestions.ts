import { useOutbox } from '../../../../shared/outbox/outbox';
import type { OutboxItem, QueuedQuestion } from '../../../../shared/outbox/outboxStore';
import { useSession } from '../../../identity/auth/session/SessionProvider';

type Queued = OutboxItem & QueuedQuestion;

/** The questions the signed-in learner asked offline under a lecture, waiting on this device, and how to queue one. */
export function useQueuedQuestions(lectureId: string) {
  const { outbox, items } = useOutbox();
  const userId = useSession().data?.id ?? null;
  const waiting = items.filter(
    (item): item is Queued => item.kind === 'question' && item.userId === userId && item.lectureId === lectureId,
  );
  return {
    canQueue: outbox !== null && userId !== null,
    waiting,
    queue: async (question: Omit<QueuedQuestion, 'kind' | 'lectureId'>) => {
      if (outbox && userId) await outbox.add(userId, { kind: 'question', lectureId, ...question });
    },
  };
}
