import { Badge, HStack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../clock';

interface QuizTimerProps {
  /** As the server counted when the attempt was read. */
  secondsLeft: number;
  onTimeUp: () => void;
}

/**
 * The time left, counted down from the server's figure (a client's clock may be off; the server enforces the limit
 * anyway). Screen readers hear it each minute and in the last 30 seconds, not every second.
 */
export function QuizTimer({ secondsLeft, onTimeUp }: QuizTimerProps) {
  const { t } = useTranslation('quizzes');
  const [left, setLeft] = useState(secondsLeft);
  const ended = useRef(false);
  const timeUp = useRef(onTimeUp);
  timeUp.current = onTimeUp;
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, secondsLeft - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0 && !ended.current) {
        ended.current = true;
        timeUp.current();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [secondsLeft]);
  const announce = left % 60 === 0 || left === 30;
  return (
    <HStack gap="2" role="timer" aria-label={t('timeLeft')}>
      <Text fontSize="sm" color="fg.muted">
        {t('timeLeft')}
      </Text>
      <Badge size="lg" colorPalette={left <= 30 ? 'red' : 'gray'} fontVariantNumeric="tabular-nums">
        {formatClock(left)}
      </Badge>
      <Text srOnly aria-live="polite">
        {announce ? (left === 0 ? t('timeUp') : t('timeLeftAnnounce', { clock: formatClock(left) })) : ''}
      </Text>
    </HStack>
  );
}
