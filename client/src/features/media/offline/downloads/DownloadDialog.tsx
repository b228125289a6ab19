import { useApolloClient } from '@apollo/client/react';
import { Button, CloseButton, chakra, Dialog, HStack, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { confirmDialogRecipe } from '../../../../components/confirmDialogRecipe';
import { formatLocale } from '../../../../i18n/format';
import { readDataSaver } from '../../../../shared/dataSaver';
import { errorMessage } from '../../../../shared/errors';
import type { LectureToDownload } from './downloadManager';
import { formatSize, lectureDownloadSizes, onCellular, type QualitySize, totalSizes } from './downloadSizes';
import { DOWNLOAD_QUALITIES, type DownloadQuality } from './downloadStore';
import { keepCourseQuizzes } from './keepCourseQuizzes';
import { useDownloads } from './useDownloads';

export type DownloadScope = 'lecture' | 'nextThree' | 'course';

export interface DownloadChoices {
  course: { id: string; title: string };
  /** The course's playable lectures, in order. */
  lectures: { id: string; title: string }[];
  /** The lecture shown (the lecture screen), whose "next 3" follow it; none on the course page. */
  currentId?: string;
}

/** The lectures each choice downloads: the next 3 are the next not already on the device. */
function lecturesFor(scope: DownloadScope, { lectures, currentId }: DownloadChoices, onDevice: Set<string>) {
  if (scope === 'course') return lectures.filter((lecture) => !onDevice.has(lecture.id));
  const current = lectures.findIndex((lecture) => lecture.id === currentId);
  if (scope === 'lecture') return current >= 0 ? [lectures[current] as DownloadChoices['lectures'][number]] : [];
  return lectures
    .slice(current + 1)
    .filter((lecture) => !onDevice.has(lecture.id))
    .slice(0, 3);
}

const Choice = chakra('label', {
  base: { display: 'flex', gap: '2', alignItems: 'center', cursor: 'pointer', py: '1' },
});

/**
 * What to download (this lecture, the next 3, the whole course), at which quality with the bytes each costs shown
 * before anything is fetched, and "Wi-Fi only" (on by default; the browser's navigator.connection says when the
 * device is on a mobile network). Downloads then run one lecture after another, and go on if the dialog is closed.
 * The course's quizzes are kept with them, to take offline.
 */
export function DownloadDialog({
  choices,
  scopes,
  open,
  onClose,
}: {
  choices: DownloadChoices;
  scopes: DownloadScope[];
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('downloads');
  const { downloads, manager } = useDownloads();
  const client = useApolloClient();
  const onDevice = useMemo(() => new Set(downloads.map((download) => download.lectureId)), [downloads]);
  const [scope, setScope] = useState<DownloadScope>(scopes[0] ?? 'lecture');
  const [quality, setQuality] = useState<DownloadQuality>(() => (readDataSaver() ? 'DATA_SAVER' : 'SD_360'));
  const [wifiOnly, setWifiOnly] = useState(true);
  const [sizes, setSizes] = useState<Record<string, QualitySize[]>>({});
  const [run, setRun] = useState<{ done: number; count: number; error?: string; finished?: boolean } | null>(null);
  const chosen = lecturesFor(scope, choices, onDevice);
  const chosenKey = chosen.map((lecture) => lecture.id).join();

  useEffect(() => {
    if (!open) return;
    for (const id of chosenKey.split(',').filter(Boolean)) {
      if (sizes[id]) continue;
      lectureDownloadSizes(id).then(
        (each) => setSizes((known) => ({ ...known, [id]: each })),
        () => undefined,
      );
    }
  }, [open, chosenKey, sizes]);

  const known = chosen.every((lecture) => sizes[lecture.id]);
  const totals = totalSizes(chosen.map((lecture) => sizes[lecture.id] ?? []));
  const blockedByNetwork = wifiOnly && onCellular();

  const start = async () => {
    if (!manager) return;
    const queue: LectureToDownload[] = chosen.map((lecture) => ({
      lectureId: lecture.id,
      lectureTitle: lecture.title,
      courseId: choices.course.id,
      courseTitle: choices.course.title,
    }));
    setRun({ done: 0, count: queue.length });
    // The quizzes are small: kept whatever becomes of the lectures' media; a failure only leaves them online-only.
    void keepCourseQuizzes(client, choices.course.id).catch(() => undefined);
    try {
      for (const [index, lecture] of queue.entries()) {
        await manager.download(lecture, quality);
        setRun({ done: index + 1, count: queue.length });
      }
      setRun({ done: queue.length, count: queue.length, finished: true });
    } catch (error) {
      setRun((current) => ({
        done: current?.done ?? 0,
        count: queue.length,
        error: errorMessage(error, String(error)),
      }));
    }
  };

  return (
    <Dialog.Root
      recipe={confirmDialogRecipe}
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('dialog.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {scopes.length > 1 ? (
                  <Stack as="fieldset" gap="1">
                    <Text as="legend" fontWeight="semibold" mb="1">
                      {t('dialog.what')}
                    </Text>
                    {scopes.map((each) => (
                      <Choice key={each}>
                        <input
                          type="radio"
                          name="download-scope"
                          checked={scope === each}
                          onChange={() => setScope(each)}
                        />
                        {t(
                          `dialog.${each === 'lecture' ? 'thisLecture' : each === 'nextThree' ? 'nextThree' : 'wholeCourse'}`,
                        )}
                        <Text as="span" color="fg.muted">
                          ({t('dialog.lectures', { count: lecturesFor(each, choices, onDevice).length })})
                        </Text>
                      </Choice>
                    ))}
                  </Stack>
                ) : null}
                <Stack as="fieldset" gap="1">
                  <Text as="legend" fontWeight="semibold" mb="1">
                    {t('dialog.quality')}
                  </Text>
                  {DOWNLOAD_QUALITIES.map((each) => (
                    <Choice key={each}>
                      <input
                        type="radio"
                        name="download-quality"
                        checked={quality === each}
                        onChange={() => setQuality(each)}
                      />
                      {t(`quality.${each}`)}
                      <Text as="span" color="fg.muted">
                        {known
                          ? formatSize(totals.get(each) ?? 0, formatLocale(i18n.language))
                          : t('dialog.sizeLoading')}
                      </Text>
                    </Choice>
                  ))}
                </Stack>
                <Choice>
                  <input type="checkbox" checked={wifiOnly} onChange={(event) => setWifiOnly(event.target.checked)} />
                  {t('dialog.wifiOnly')}
                </Choice>
                {blockedByNetwork ? (
                  <Text color="fg.warning" role="status">
                    {t('dialog.onCellular')}
                  </Text>
                ) : null}
                {chosen.length === 0 ? <Text color="fg.muted">{t('dialog.nothingLeft')}</Text> : null}
                {run ? (
                  <Text role="status" color={run.error ? 'fg.error' : undefined}>
                    {run.error
                      ? t('dialog.failed', { message: run.error })
                      : run.finished
                        ? t('dialog.done')
                        : t('dialog.working', { done: run.done + 1, count: run.count })}
                  </Text>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <HStack gap="3" wrap="wrap" justify="flex-end">
                <Link asChild colorPalette="brand">
                  <RouterLink to="/downloads">{t('dialog.toDownloads')}</RouterLink>
                </Link>
                <Button variant="outline" onClick={onClose}>
                  {t('dialog.close')}
                </Button>
                <Button
                  colorPalette="brand"
                  disabled={
                    !manager || chosen.length === 0 || blockedByNetwork || (run !== null && !run.finished && !run.error)
                  }
                  onClick={() => void start()}
                >
                  {t('dialog.start')}
                </Button>
              </HStack>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
