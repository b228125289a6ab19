import { Alert } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';

interface OfflineQuizNoticeProps {
  /** Answers given offline wait on this device to be scored. */
  waiting: boolean;
  /** The server's reason for refusing the answers last sent from this device; null when it did not. */
  refusal: string | null;
  /** Offline with no paper kept (a timed quiz, or one never opened online): the quiz cannot be taken now. */
  needsConnection: boolean;
}

/** Where the quiz stands for a learner who is, or was, offline. */
export function OfflineQuizNotice({ waiting, refusal, needsConnection }: OfflineQuizNoticeProps) {
  const { t } = useTranslation('quizzes');
  const [status, text] = waiting
    ? (['info', t('offline.waiting')] as const)
    : refusal !== null
      ? (['warning', t('offline.refused', { message: refusal })] as const)
      : needsConnection
        ? (['info', t('offline.needsConnection')] as const)
        : [null, null];
  if (!status) return null;
  return (
    <Alert.Root recipe={alertSlotRecipe} status={status} role={status === 'warning' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}
