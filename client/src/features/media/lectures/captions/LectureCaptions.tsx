import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptionTracks_TrackFragment as Track } from '../../../../gql/graphql';
import { useFormat } from '../../../../i18n/format';
import { LectureTrackList, TrackName, useLectureTracks } from '../components/LectureTrackList';
import { CaptionUploadForm } from './CaptionUploadForm';
import { CueEditor } from './CueEditor';
import { LectureCaptionsQuery } from './captionDocuments';
import { ScriptAlignForm } from './ScriptAlignForm';
import { TranslateCaptionsForm } from './TranslateCaptionsForm';
import {
  useDeleteCaptionsMutation,
  useRetranscribeLectureMutation,
  useSetCaptionsDraftMutation,
} from './useCaptionMutations';

const STATUS_PALETTE = { READY: 'green', DRAFT: 'orange', FAILED: 'red', PROCESSING: 'blue' } as const;

/** What the server does to a PROCESSING track, by where the track comes from. */
const WORK = {
  aligned: 'aligning',
  translated: 'translating',
  automatic: 'transcribing',
  upload: 'transcribing',
} as const satisfies Record<Track['source'], string>;

/**
 * A track's badge: its status or, while the server works on it, what it does (aligns a script or transcribes) and how
 * far it has got.
 */
function statusText(
  t: TFunction<'authoring'>,
  number: (value: number) => string,
  track: Pick<Track, 'status' | 'source' | 'progress'>,
) {
  if (track.status !== 'PROCESSING') return t(`tracks.status.${track.status}`);
  const work = WORK[track.source];
  return track.progress === null
    ? t(`tracks.${work}`)
    : t(`tracks.${work}Percent`, { percent: number(track.progress) });
}

/**
 * An ADMIN's captions of one lecture (on the edit-lecture screen): its tracks with their status, the cue editor of one
 * of them, machine translation of a ready one, delete, an upload form, and automatic transcription on demand.
 */
export function LectureCaptions({ courseId, lectureId }: { courseId: string; lectureId: string }) {
  const { t } = useTranslation(['authoring', 'common']);
  const format = useFormat();
  const state = useLectureTracks(LectureCaptionsQuery, { courseId, lectureId }, (lecture) => lecture.captions);
  const [editing, setEditing] = useState<string | null>(null);
  const [translating, setTranslating] = useState<string | null>(null);
  const [deleteCaptions] = useDeleteCaptionsMutation();
  const [retranscribe, { loading: queueing }] = useRetranscribeLectureMutation();
  const [setDraft] = useSetCaptionsDraftMutation();

  return (
    <Card.Root as="section" aria-labelledby="captions-heading" maxW="2xl" mx="auto" my="8" w="full">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="md" id="captions-heading">
            {t('tracks.heading')}
          </Heading>
          <Button size="sm" variant="outline" loading={queueing} onClick={() => void retranscribe(lectureId)}>
            {t('tracks.transcribe')}
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <LectureTrackList
            state={state}
            texts={{ failed: t('tracks.failed'), retry: t('common:tryAgain'), empty: t('tracks.empty') }}
          >
            {(track) => (
              <Stack as="li" key={track.id} gap="3" borderWidth="1px" borderRadius="md" p="3">
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <Stack gap="1">
                    <TrackName label={track.label} language={track.language} kind={t(`tracks.kinds.${track.kind}`)} />
                    <HStack gap="2" wrap="wrap">
                      <Badge colorPalette={STATUS_PALETTE[track.status]}>{statusText(t, format.number, track)}</Badge>
                      <Badge variant="outline">{t(`tracks.source.${track.source}`)}</Badge>
                      {track.confidence !== null && track.status !== 'PROCESSING' ? (
                        <Text as="span" textStyle="xs" color="fg.muted">
                          {t('tracks.confidence', { percent: format.number(Math.round(track.confidence * 100)) })}
                        </Text>
                      ) : null}
                      {track.failureReason ? (
                        <Text fontSize="sm" color="fg.error">
                          {track.failureReason}
                        </Text>
                      ) : null}
                    </HStack>
                  </Stack>
                  <HStack gap="2">
                    {track.status === 'DRAFT' ? (
                      <Button size="xs" onClick={() => void setDraft(track.id, false)}>
                        {t('tracks.approve')}
                      </Button>
                    ) : null}
                    {track.status === 'READY' ? (
                      <Button
                        size="xs"
                        variant="outline"
                        aria-expanded={translating === track.id}
                        onClick={() => setTranslating(translating === track.id ? null : track.id)}
                      >
                        {t('tracks.translate.open')}
                      </Button>
                    ) : null}
                    <Button
                      size="xs"
                      variant="outline"
                      disabled={track.status === 'PROCESSING'}
                      aria-expanded={editing === track.id}
                      onClick={() => setEditing(editing === track.id ? null : track.id)}
                    >
                      {t('tracks.edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => void deleteCaptions(track.id)}
                    >
                      {t('tracks.delete')}
                    </Button>
                  </HStack>
                </HStack>
                {translating === track.id ? (
                  <TranslateCaptionsForm trackId={track.id} onDone={() => setTranslating(null)} />
                ) : null}
                {editing === track.id ? <CueEditor trackId={track.id} onClose={() => setEditing(null)} /> : null}
              </Stack>
            )}
          </LectureTrackList>
          <CaptionUploadForm lectureId={lectureId} />
          <ScriptAlignForm lectureId={lectureId} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
