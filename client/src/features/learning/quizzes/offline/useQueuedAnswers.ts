import { type OutboxOutcome, useOutbox } from '../../../../shared/outbox/outbox';
import type { OutboxItem } from '../../../../shared/outbox/outboxStore';
import { useSession } from '../../../identity/auth/session/SessionProvider';
import { type Answer, type AttemptQuestion, type QuizAttempt, UNTIMED_OPEN_ATTEMPT } from '../components/quizTypes';

/** A quiz's paper for taking offline, as the quiz page keeps it. */
export interface OfflinePaper {
  version: number;
  questions: AttemptQuestion[];
}

/** The paper as an attempt the form can show: untimed, unsubmitted, scored only once the answers are sent. */
export const paperAttempt = (paper: OfflinePaper): QuizAttempt => ({
  __typename: 'QuizAttempt',
  id: `paper-${paper.version}`,
  number: 0,
  startedAt: new Date().toISOString(),
  ...UNTIMED_OPEN_ATTEMPT,
  questions: paper.questions,
});

const answersTo = (quizId: string, userId: string | null) => (item: OutboxItem) =>
  item.kind === 'quizAttempt' && item.userId === userId && item.quizId === quizId;

/**
 * A quiz's answers given offline on this device: whether some wait to be sent, what became of the last ones sent, and
 * how to queue new ones. Only the signed-in learner's, on a device that can keep them.
 */
export function useQueuedAnswers(quizId: string) {
  const { outbox, items, outcomes } = useOutbox();
  const userId = useSession().data?.id ?? null;
  const mine = answersTo(quizId, userId);
  const last: OutboxOutcome | null = outcomes.findLast((outcome) => mine(outcome.item)) ?? null;
  return {
    canQueue: outbox !== null && userId !== null,
    waiting: items.some(mine),
    last,
    queue: async (quizTitle: string, paper: OfflinePaper, answers: Answer[]) => {
      if (!outbox || !userId) return;
      await outbox.add(userId, { kind: 'quizAttempt', quizId, quizTitle, version: paper.version, answers });
    },
  };
}
