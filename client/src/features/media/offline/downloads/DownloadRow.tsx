import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../../../components/ui/progress-bar';
import { formatLocale, useFormat } from '../../../../i18n/format';
import { formatSize } from './downloadSizes';
import type { Download } from './downloadStore';
import type { GrantStatus } from './useGrantStates';

interface DownloadRowProps {
  download: Download;
  status: GrantStatus;
  onPlay: () => void;
  onPause: () => void;
  onResume: () => void;
  onRemove: () => void;
  onRenew: () => void;
}

/** One download: what it is, how far it got or why it no longer plays, and what can be done with it. */
export function DownloadRow({ download, status, onPlay, onPause, onResume, onRemove, onRenew }: DownloadRowProps) {
  const { t, i18n } = useTranslation('downloads');
  const format = useFormat();
  const size = (bytes: number) => formatSize(bytes, formatLocale(i18n.language));
  const percent = download.expectedBytes
    ? Math.min(100, Math.round((download.bytesStored / download.expectedBytes) * 100))
    : 0;
  const ended = status !== 'LIVE';
  const facts: [string, string][] = [
    [t('table.course'), download.courseTitle],
    [t('table.quality'), t(`quality.${download.quality}`)],
    [t('table.size'), size(download.bytesStored)],
    [t('table.expires'), format.date(download.expiresAt)],
  ];
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" rounded="lg" p="4" data-testid="download-row">
      <Stack gap="3">
        <Heading as="h2" size="md" overflowWrap="anywhere">
          {download.lectureTitle}
        </Heading>
        <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" fontSize="sm">
          {facts.map(([label, value]) => (
            <Box key={label} display="contents">
              <Text as="dt" color="fg.muted">
                {label}
              </Text>
              <Text as="dd" overflowWrap="anywhere">
                {value}
              </Text>
            </Box>
          ))}
        </Box>
        {ended ? (
          <Text color="fg.error" role="status">
            {t(`ended.${status}`, { date: format.date(download.expiresAt) })}
          </Text>
        ) : (
          <Stack gap="1">
            <Text fontSize="sm" role="status">
              {t(`progress.${download.progress}`, { percent })}
            </Text>
            {download.progress !== 'complete' ? (
              <ProgressBar value={percent} label={t(`progress.${download.progress}`, { percent })} />
            ) : null}
          </Stack>
        )}
        <HStack gap="2" wrap="wrap">
          {ended ? (
            <Button size="sm" colorPalette="brand" onClick={onRenew}>
              {t('actions.renew')}
            </Button>
          ) : download.progress === 'complete' ? (
            <Button size="sm" colorPalette="brand" onClick={onPlay}>
              {t('actions.play')}
            </Button>
          ) : download.progress === 'downloading' ? (
            <Button size="sm" variant="outline" onClick={onPause}>
              {t('actions.pause')}
            </Button>
          ) : (
            <Button size="sm" variant="outline" onClick={onResume}>
              {t('actions.resume')}
            </Button>
          )}
          <Button size="sm" variant="ghost" colorPalette="red" onClick={onRemove}>
            {t('actions.remove')}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
