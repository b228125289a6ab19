import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../i18n/format';
import { LectureTrackList, TrackName, useLectureTracks } from '../components/LectureTrackList';
import { TrackUploadForm } from '../components/TrackUploadForm';
import {
  type AudioTrackKind,
  LectureAudioTracksQuery,
  useAddAudioTrackMutation,
  useDeleteAudioTrackMutation,
} from './audioTrackMutations';

const KINDS: readonly AudioTrackKind[] = ['dub', 'description'];
const INITIAL = { language: 'hi', label: 'हिन्दी', kind: 'dub' } as const;
const STATUS_PALETTE = { READY: 'green', FAILED: 'red', PROCESSING: 'blue' } as const;
/** What the file picker offers: audio files, and the videos a dub may be exported as (their sound is taken). */
const ACCEPT = 'audio/*,.mp3,.m4a,.aac,.wav,.ogg,.flac,video/mp4,video/webm,video/quicktime';

/** Uploads an audio file as the lecture's track in a language and kind (replacing the one there). */
function AudioTrackUploadForm({ lectureId }: { lectureId: string }) {
  const { t } = useTranslation('authoring');
  const [addAudioTrack, { loading }] = useAddAudioTrackMutation();
  return (
    <TrackUploadForm<AudioTrackKind>
      initial={INITIAL}
      kinds={KINDS}
      fieldTexts={{
        language: t('audioTracks.language'),
        label: t('audioTracks.label'),
        kind: t('audioTracks.kind'),
        kindName: (each) => t(`audioTracks.kinds.${each}`),
      }}
      accept={ACCEPT}
      texts={{
        heading: t('audioTracks.formHeading'),
        file: t('audioTracks.file'),
        formats: t('audioTracks.formats'),
        noFile: t('audioTracks.noFile'),
        submit: t('audioTracks.submit'),
      }}
      upload={(track) => addAudioTrack({ lectureId, ...track })}
      loading={loading}
    />
  );
}

/**
 * An ADMIN's alternate audio tracks of one lecture (on the edit-lecture screen): dubs and audio descriptions with their
 * status (encoding, ready, or failed with the reason), delete, and an upload form. The master playlist offers them.
 */
export function LectureAudioTracks({ courseId, lectureId }: { courseId: string; lectureId: string }) {
  const { t } = useTranslation('authoring');
  const format = useFormat();
  const state = useLectureTracks(LectureAudioTracksQuery, { courseId, lectureId }, (lecture) => lecture.audioTracks);
  const [deleteAudioTrack] = useDeleteAudioTrackMutation();

  return (
    <Card.Root as="section" aria-labelledby="audio-tracks-heading" maxW="2xl" mx="auto" my="8" w="full">
      <Card.Header>
        <Stack gap="1">
          <Heading as="h2" size="md" id="audio-tracks-heading">
            {t('audioTracks.heading')}
          </Heading>
          <Text color="fg.muted" textStyle="sm">
            {t('audioTracks.intro')}
          </Text>
        </Stack>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <LectureTrackList
            state={state}
            texts={{ failed: t('audioTracks.failed'), retry: t('audioTracks.retry'), empty: t('audioTracks.empty') }}
          >
            {(track) => (
              <HStack
                as="li"
                key={track.id}
                justify="space-between"
                wrap="wrap"
                gap="2"
                borderWidth="1px"
                borderRadius="md"
                p="3"
              >
                <Stack gap="1">
                  <TrackName
                    label={track.label}
                    language={track.language}
                    kind={t(`audioTracks.kinds.${track.kind}`)}
                  />
                  <HStack gap="2" wrap="wrap">
                    <Badge colorPalette={STATUS_PALETTE[track.status]}>{t(`audioTracks.status.${track.status}`)}</Badge>
                    {track.status === 'READY' && track.durationSeconds !== null ? (
                      <Text as="span" textStyle="xs" color="fg.muted">
                        {format.duration(track.durationSeconds)}
                      </Text>
                    ) : null}
                    {track.failureReason ? (
                      <Text textStyle="sm" color="fg.error">
                        {track.failureReason}
                      </Text>
                    ) : null}
                  </HStack>
                </Stack>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  aria-label={t('audioTracks.deleteNamed', { label: track.label })}
                  onClick={() => void deleteAudioTrack(track.id)}
                >
                  {t('audioTracks.delete')}
                </Button>
              </HStack>
            )}
          </LectureTrackList>
          <AudioTrackUploadForm lectureId={lectureId} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
