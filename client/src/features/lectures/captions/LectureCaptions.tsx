import { useQuery } from '@apollo/client/react';
import { Badge, Button, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { CaptionUploadForm } from './CaptionUploadForm';
import { CueEditor } from './CueEditor';
import { LectureCaptionsQuery } from './captionDocuments';
import { ScriptAlignForm } from './ScriptAlignForm';
import {
  useDeleteCaptionsMutation,
  useRetranscribeLectureMutation,
  useSetCaptionsDraftMutation,
} from './useCaptionMutations';

export const CAPTIONS_TEXTS = {
  heading: 'Captions',
  empty: 'No captions yet. Upload a WebVTT or SRT file, align the lecture’s script, or transcribe it automatically.',
  failed: 'The captions could not be loaded.',
  retry: 'Try again',
  transcribe: 'Transcribe automatically',
  edit: 'Edit cues',
  delete: 'Delete',
  source: { automatic: 'Automatic', aligned: 'Aligned to script', upload: 'By a person' },
  status: { READY: 'Ready', DRAFT: 'Draft: only admins see it', FAILED: 'Failed', PROCESSING: 'Transcribing' },
  approve: 'Approve',
  confidence: (percent: number) => `${percent}% confident`,
  aligning: 'Aligning',
};

/** While a track is transcribed its progress is read again this often. */
const POLL_MS = 3000;

const STATUS_PALETTE = { READY: 'green', DRAFT: 'orange', FAILED: 'red', PROCESSING: 'blue' } as const;

/**
 * An ADMIN's captions of one lecture (on the edit-lecture screen): its tracks with their status, the cue editor of one
 * of them, delete, an upload form, and automatic transcription on demand.
 */
export function LectureCaptions({ courseId, lectureId }: { courseId: string; lectureId: string }) {
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(LectureCaptionsQuery, {
    variables: { courseId },
  });
  const [editing, setEditing] = useState<string | null>(null);
  const [deleteCaptions] = useDeleteCaptionsMutation();
  const [retranscribe, { loading: queueing }] = useRetranscribeLectureMutation();
  const [setDraft] = useSetCaptionsDraftMutation();
  const tracks = data?.lectures.find((lecture) => lecture.id === lectureId)?.captions ?? [];
  const processing = tracks.some((track) => track.status === 'PROCESSING');
  useEffect(() => {
    if (processing) startPolling(POLL_MS);
    else stopPolling();
  }, [processing, startPolling, stopPolling]);

  return (
    <Card.Root as="section" aria-labelledby="captions-heading" maxW="2xl" mx="auto" my="8" w="full">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="md" id="captions-heading">
            {CAPTIONS_TEXTS.heading}
          </Heading>
          <Button size="sm" variant="outline" loading={queueing} onClick={() => void retranscribe(lectureId)}>
            {CAPTIONS_TEXTS.transcribe}
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          {loading && !data ? <Skeleton height="16" /> : null}
          {error && !data ? (
            <HStack gap="3">
              <Text color="fg.error">{CAPTIONS_TEXTS.failed}</Text>
              <Button size="sm" variant="outline" onClick={() => void refetch()}>
                {CAPTIONS_TEXTS.retry}
              </Button>
            </HStack>
          ) : null}
          {data && tracks.length === 0 ? <Text color="fg.muted">{CAPTIONS_TEXTS.empty}</Text> : null}
          {tracks.length > 0 ? (
            <Stack as="ul" gap="3" listStyleType="none" ms="0">
              {tracks.map((track) => (
                <Stack as="li" key={track.id} gap="3" borderWidth="1px" borderRadius="md" p="3">
                  <HStack justify="space-between" wrap="wrap" gap="2">
                    <Stack gap="1">
                      <Text fontWeight="semibold">
                        {track.label}{' '}
                        <Text as="span" color="fg.muted" fontWeight="normal">
                          {track.language} · {track.kind}
                        </Text>
                      </Text>
                      <HStack gap="2" wrap="wrap">
                        <Badge colorPalette={STATUS_PALETTE[track.status]}>
                          {track.status === 'PROCESSING' && track.source === 'aligned'
                            ? CAPTIONS_TEXTS.aligning
                            : CAPTIONS_TEXTS.status[track.status]}
                          {track.status === 'PROCESSING' && track.progress !== null ? ` ${track.progress}%` : ''}
                        </Badge>
                        <Badge variant="outline">{CAPTIONS_TEXTS.source[track.source]}</Badge>
                        {track.confidence !== null && track.status !== 'PROCESSING' ? (
                          <Text as="span" textStyle="xs" color="fg.muted">
                            {CAPTIONS_TEXTS.confidence(Math.round(track.confidence * 100))}
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
                          {CAPTIONS_TEXTS.approve}
                        </Button>
                      ) : null}
                      <Button
                        size="xs"
                        variant="outline"
                        disabled={track.status === 'PROCESSING'}
                        aria-expanded={editing === track.id}
                        onClick={() => setEditing(editing === track.id ? null : track.id)}
                      >
                        {CAPTIONS_TEXTS.edit}
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        onClick={() => void deleteCaptions(track.id)}
                      >
                        {CAPTIONS_TEXTS.delete}
                      </Button>
                    </HStack>
                  </HStack>
                  {editing === track.id ? <CueEditor trackId={track.id} onClose={() => setEditing(null)} /> : null}
                </Stack>
              ))}
            </Stack>
          ) : null}
          <CaptionUploadForm lectureId={lectureId} />
          <ScriptAlignForm lectureId={lectureId} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
