import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutbox } from '../../../../shared/outbox/outbox';
import { notify } from '../../../../shared/toaster';
import { useOnline } from '../../../../shared/useOnline';
import { useSession } from '../../../identity/auth/session/SessionProvider';

/**
 * In the page frame: what the learner did offline (quiz answers, questions) is sent as soon as their session is back
 * online, whatever screen is open, and each item's fate is told in a notice. The sending code loads only when there
 * is something to send.
 */
export function OutboxSender() {
  const { outbox, items } = useOutbox();
  const online = useOnline();
  const userId = useSession().data?.id ?? null;
  const client = useApolloClient();
  const { i18n } = useTranslation();
  const waiting = items.filter((item) => item.userId === userId).length;
  useEffect(() => {
    if (!outbox || !online || !userId || waiting === 0) return;
    void (async () => {
      const { OUTBOX_REFETCH, sendOutboxItem } = await import('../outbox/sendOutboxItem');
      const outcomes = await outbox.send(userId, (item) => sendOutboxItem(client, item));
      if (!outcomes.length) return;
      await client.refetchQueries({ include: OUTBOX_REFETCH });
      await i18n.loadNamespaces('downloads');
      const t = i18n.getFixedT(null, 'downloads');
      for (const { item, status, message } of outcomes) {
        const title = item.kind === 'quizAttempt' ? item.quizTitle : item.title;
        if (status === 'refused') notify.error(t('outbox.refused', { title, message }));
        else notify.info(t(item.kind === 'quizAttempt' ? 'outbox.quizSent' : 'outbox.questionSent', { title }));
      }
    })().catch(() => undefined);
  }, [outbox, online, userId, waiting, client, i18n]);
  return null;
}
