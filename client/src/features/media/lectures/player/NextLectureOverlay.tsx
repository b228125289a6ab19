import { Button, HStack, Text } from '@chakra-ui/react';
import { Trans, useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('player');
  const left = useNextLectureCountdown(onPlay);
  return (
    <PlayerOverlay role="region" label={t('next.label')} placement="center">
      <Text role="status" textStyle={{ base: 'xs', md: 'md' }} fontWeight="medium" lineClamp="2">
        {/* The countdown is hidden from screen readers: the status is not re-announced every second. */}
        <Trans
          t={t}
          i18nKey="next.status"
          count={left}
          values={{ title }}
          components={{ later: <Text as="span" aria-hidden="true" color="whiteAlpha.800" /> }}
        />
      </Text>
      <HStack gap="2" justify="center">
        <Button size={{ base: 'xs', md: 'sm' }} colorPalette="brand" onClick={onPlay}>
          {t('next.playNow')}
        </Button>
        <Button
          size={{ base: 'xs', md: 'sm' }}
          variant="outline"
          colorPalette="gray"
          color="player.fg"
          _hover={{ bg: 'whiteAlpha.200' }}
          onClick={onCancel}
        >
          {t('next.cancel')}
        </Button>
      </HStack>
    </PlayerOverlay>
  );
}
