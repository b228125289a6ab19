import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiDownload } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PageIntro } from '../../../../components/ui/page-intro';
import { formatLocale, useFormat } from '../../../../i18n/format';
import { errorMessage } from '../../../../shared/errors';
import { useOnline } from '../../../../shared/useOnline';
import { DataSaverSwitch } from './DataSaverSwitch';
import { DownloadRow } from './DownloadRow';
import { formatSize } from './downloadSizes';
import type { Download } from './downloadStore';
import { OfflinePlayer } from './OfflinePlayer';
import { receiptsReportText } from './receiptsReportText';
import { useDownloads, useDownloadsOnDevice } from './useDownloads';
import { useGrantStates } from './useGrantStates';
import { useReceiptsReport } from './useReceiptSending';

/**
 * /downloads: the lectures kept on this device, with their course, quality, size, progress or why they no longer play,
 * and the storage they use (exactly the bytes stored). A download plays here, offline too; what is watched offline is
 * sent as signed receipts when the device is online.
 */
export function DownloadsPage() {
  const { t, i18n } = useTranslation('downloads');
  const format = useFormat();
  const online = useOnline();
  const device = useDownloadsOnDevice();
  const { downloads, bytesUsed, manager, loaded, supported } = useDownloads();
  const statusOf = useGrantStates(downloads);
  const sent = useReceiptsReport();
  const [playing, setPlaying] = useState<Download | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const attempt = (action: () => Promise<unknown>) => {
    setProblem(null);
    action().catch((error: unknown) => setProblem(errorMessage(error, String(error))));
  };
  const renew = (download: Download) =>
    attempt(async () => {
      if (!manager) return;
      const { lectureId, lectureTitle, courseId, courseTitle, quality } = download;
      await manager.remove(download.id);
      await manager.download({ lectureId, lectureTitle, courseId, courseTitle }, quality);
    });

  return (
    <Stack gap="6" maxW="4xl" mx="auto" w="full">
      <PageIntro heading={t('page.title')} intro={t('page.lede')}>
        {supported ? (
          <Text fontWeight="semibold" data-testid="storage-used">
            {t('page.storageUsed', {
              size: formatSize(bytesUsed, formatLocale(i18n.language)),
              bytes: format.number(bytesUsed),
            })}
          </Text>
        ) : null}
      </PageIntro>
      <DataSaverSwitch />
      {!online ? <Text role="status">{t('page.offline')}</Text> : null}
      {sent ? (
        <Text role="status" color={sent.refused ? 'fg.error' : 'fg.success'}>
          {receiptsReportText(t, sent, formatLocale(i18n.language))}
        </Text>
      ) : null}
      {problem ? (
        <Text role="alert" color="fg.error">
          {problem}
        </Text>
      ) : null}
      {playing && device ? (
        <OfflinePlayer key={playing.id} download={playing} store={device.store} onClose={() => setPlaying(null)} />
      ) : null}
      {!supported ? (
        <Text role="alert">{t('page.unsupported')}</Text>
      ) : loaded && downloads.length === 0 ? (
        <EmptyState icon={<FiDownload />} title={t('page.emptyTitle')} description={t('page.emptyBody')}>
          <Button asChild colorPalette="brand">
            <RouterLink to="/my-learning">{t('page.browse')}</RouterLink>
          </Button>
        </EmptyState>
      ) : (
        <Stack as="ul" gap="3" p="0" m="0">
          {downloads.map((download) => (
            <DownloadRow
              key={download.id}
              download={download}
              status={statusOf(download)}
              onPlay={() => setPlaying(download)}
              onPause={() => attempt(() => manager?.pause(download.id) ?? Promise.resolve())}
              onResume={() => attempt(() => manager?.resume(download.id) ?? Promise.resolve())}
              onRemove={() => {
                if (playing?.id === download.id) setPlaying(null);
                attempt(() => manager?.remove(download.id) ?? Promise.resolve());
              }}
              onRenew={() => renew(download)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
