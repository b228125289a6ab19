import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';

/** Seconds between the end of a lecture and the start of the next. */
export const NEXT_LECTURE_SECONDS = 5;

interface NextLectureCountdownProps {
  title: string;
  onPlay: () => void;
  onCancel: () => void;
}

/**
 * Shown when a lecture has ended: the next one starts after a short countdown, at once with 'Play now', or not at all
 * with 'Cancel'. The countdown is announced politely (a status), not every second.
 */
export function NextLectureCountdown({ title, onPlay, onCancel }: NextLectureCountdownProps) {
  const [left, setLeft] = useState(NEXT_LECTURE_SECONDS);
  const started = useRef(false);
  const play = useRef(onPlay);
  play.current = onPlay;

  useEffect(() => {
    if (left > 0) {
      const timer = window.setTimeout(() => setLeft((seconds) => seconds - 1), 1000);
      return () => window.clearTimeout(timer);
    }
    if (!started.current) {
      started.current = true;
      play.current();
    }
  }, [left]);

  return (
    <Stack gap="2" p="3" rounded="md" bg="gray.900" color="white" role="region" aria-label="Next lecture">
      <Text role="status">
        Next: {title}{' '}
        <Text as="span" aria-hidden="true">
          in {left} s
        </Text>
      </Text>
      <HStack gap="2">
        <Button size="sm" colorPalette="yellow" onClick={onPlay}>
          Play now
        </Button>
        <Button size="sm" variant="outline" colorPalette="gray" color="white" onClick={onCancel}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}
