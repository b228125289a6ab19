import { Button, HStack, Text } from '@chakra-ui/react';
import { PlayerOverlay } from './PlayerOverlay';
import { useNextLectureCountdown } from './useNextLectureCountdown';

interface NextLectureOverlayProps {
  title: string;
  onPlay: () => void;
  onCancel: () => void;
}

/**
 * Over the video of a lecture that has ended: the next one starts after a short countdown, at once with 'Play now',
 * or not at all with 'Cancel'. The countdown is announced politely (a status), not every second.
 */
export function NextLectureOverlay({ title, onPlay, onCancel }: NextLectureOverlayProps) {
  const left = useNextLectureCountdown(onPlay);
  return (
    <PlayerOverlay role="region" label="Next lecture" placement="center">
      <Text role="status" textStyle={{ base: 'xs', md: 'md' }} fontWeight="medium" lineClamp="2">
        Next: {title}{' '}
        <Text as="span" aria-hidden="true" color="whiteAlpha.800">
          in {left} s
        </Text>
      </Text>
      <HStack gap="2" justify="center">
        <Button size={{ base: 'xs', md: 'sm' }} colorPalette="brand" onClick={onPlay}>
          Play now
        </Button>
        <Button
          size={{ base: 'xs', md: 'sm' }}
          variant="outline"
          colorPalette="gray"
          color="player.fg"
          _hover={{ bg: 'whiteAlpha.200' }}
          onClick={onCancel}
        >
          Cancel
        </Button>
      </HStack>
    </PlayerOverlay>
  );
}
