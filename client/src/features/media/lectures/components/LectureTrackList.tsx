import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect } from 'react';

/** While a track is processed (encoded, transcribed, aligned) the tracks are read again this often. */
const POLL_MS = 3000;

/** A lecture's tracks of one kind, and how reading them went. */
export interface LectureTracks<Track> {
  tracks: readonly Track[];
  /** The course's lectures have been read at least once (a later failure keeps what was read). */
  loaded: boolean;
  loading: boolean;
  failed: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * One lecture's tracks of a kind (caption tracks, audio tracks), read with the course's lectures, and read again every
 * few seconds while any of them is still processed so that its status moves on by itself.
 */
export function useLectureTracks<Lecture extends { id: string }, Track extends { status: string }>(
  query: TypedDocumentNode<{ lectures: readonly Lecture[] }, { courseId: string }>,
  { courseId, lectureId }: { courseId: string; lectureId: string },
  tracksOf: (lecture: Lecture) => readonly Track[],
): LectureTracks<Track> {
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(query, { variables: { courseId } });
  const lecture = data?.lectures.find((each) => each.id === lectureId);
  const tracks = lecture ? tracksOf(lecture) : [];
  const processing = tracks.some((track) => track.status === 'PROCESSING');
  useEffect(() => {
    if (processing) startPolling(POLL_MS);
    else stopPolling();
  }, [processing, startPolling, stopPolling]);
  return { tracks, loaded: data !== undefined, loading, failed: Boolean(error), refetch };
}

interface LectureTrackListProps<Track> {
  state: LectureTracks<Track>;
  /** The list's texts, in the screen's language: the failed read, its retry button, no tracks yet. */
  texts: { failed: string; retry: string; empty: string };
  children: (track: Track) => ReactNode;
}

/** The tracks as a list, one item each from `children`; a skeleton while they load, and the failed or empty read. */
export function LectureTrackList<Track>({
  state: { tracks, loaded, loading, failed, refetch },
  texts,
  children,
}: LectureTrackListProps<Track>) {
  return (
    <>
      {loading && !loaded ? <Skeleton height="16" /> : null}
      {failed && !loaded ? (
        <HStack gap="3">
          <Text color="fg.error">{texts.failed}</Text>
          <Button size="sm" variant="outline" onClick={() => void refetch()}>
            {texts.retry}
          </Button>
        </HStack>
      ) : null}
      {loaded && tracks.length === 0 ? <Text color="fg.muted">{texts.empty}</Text> : null}
      {tracks.length > 0 ? (
        <Stack as="ul" gap="3" listStyleType="none" ms="0">
          {tracks.map((track) => children(track))}
        </Stack>
      ) : null}
    </>
  );
}

/** A track's name as its list shows it: the label players show, then its language and kind. */
export function TrackName({ label, language, kind }: { label: string; language: string; kind: string }) {
  return (
    <Text fontWeight="semibold">
      {label}{' '}
      <Text as="span" color="fg.muted" fontWeight="normal">
        {language} · {kind}
      </Text>
    </Text>
  );
}
