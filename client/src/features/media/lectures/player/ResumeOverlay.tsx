import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../../components/format/formatDuration';
import { PlayerOverlay } from './PlayerOverlay';

interface ResumeOverlayProps {
  at: number;
  /** It started there by itself: said, with only 'Start over' to choose. */
  resumed: boolean;
  onChoose: (from: 'saved' | 'beginning') => void;
}

/** Over the video of a lecture with a saved position: 'Resume from 12:34' or 'Start over'. */
export function ResumeOverlay({ at, resumed, onChoose }: ResumeOverlayProps) {
  const { t } = useTranslation('player');
  const time = formatDuration(at);
  return (
    <PlayerOverlay role="group" label={t('resume.label')} placement={resumed ? 'top' : 'center'}>
      <HStack gap="2" wrap="wrap" justify="center">
        {resumed ? (
          <Text textStyle="sm">{t('resume.resumed', { time })}</Text>
        ) : (
          <Button size={{ base: 'xs', md: 'md' }} colorPalette="brand" onClick={() => onChoose('saved')}>
            {t('resume.resume', { time })}
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
          {t('resume.startOver')}
        </Button>
      </HStack>
    </PlayerOverlay>
  );
}
