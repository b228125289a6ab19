import { Button, HStack, Text } from '@chakra-ui/react';
import { formatDuration } from '../../../components/format/formatDuration';
import { PlayerOverlay } from './PlayerOverlay';

export const RESUME_TEXTS = {
  label: 'Where to start',
  resume: (at: number) => `Resume from ${formatDuration(at)}`,
  resumed: (at: number) => `Resumed from ${formatDuration(at)}`,
  startOver: 'Start over',
};

interface ResumeOverlayProps {
  at: number;
  /** It started there by itself: said, with only 'Start over' to choose. */
  resumed: boolean;
  onChoose: (from: 'saved' | 'beginning') => void;
}

/** Over the video of a lecture with a saved position: 'Resume from 12:34' or 'Start over'. */
export function ResumeOverlay({ at, resumed, onChoose }: ResumeOverlayProps) {
  return (
    <PlayerOverlay role="group" label={RESUME_TEXTS.label} placement={resumed ? 'top' : 'center'}>
      <HStack gap="2" wrap="wrap" justify="center">
        {resumed ? (
          <Text textStyle="sm">{RESUME_TEXTS.resumed(at)}</Text>
        ) : (
          <Button size={{ base: 'xs', md: 'md' }} colorPalette="brand" onClick={() => onChoose('saved')}>
            {RESUME_TEXTS.resume(at)}
          </Button>
        )}
        <Button
          size={{ base: 'xs', md: resumed ? 'sm' : 'md' }}
          variant="outline"
          colorPalette="gray"
          color="player.fg"
          _hover={{ bg: 'whiteAlpha.200' }}
          onClick={() => onChoose('beginning')}
        >
          {RESUME_TEXTS.startOver}
        </Button>
      </HStack>
    </PlayerOverlay>
  );
}
