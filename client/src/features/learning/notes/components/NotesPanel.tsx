import { Button, chakra, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatVideoMoment } from '@coursehub/shared';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiBookmark } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router';
import { RetryNotice } from '../../../../components/ui/retry-notice';
import { useConfirmedNoteRemoval } from '../mutations/useConfirmedNoteRemoval';
import { useNoteMutations } from '../mutations/useNoteMutations';
import { NoteBodyForm } from './NoteBodyForm';
import { NoteItem, type NoteItemData } from './NoteItem';

interface NotesPanelProps {
  courseId: string;
  lectureId: string;
  /** The lecture's video: a new note takes its moment, and a note's moment plays in it. */
  video: HTMLVideoElement | null;
  /** This lecture's notes in the order of the video; null while they load. */
  notes: readonly NoteItemData[] | null;
  error: boolean;
  onRetry: () => Promise<unknown>;
}

/** The video's position in whole seconds, kept as it plays and seeks. */
function useVideoSecond(video: HTMLVideoElement | null) {
  const [second, setSecond] = useState(0);
  useEffect(() => {
    if (!video) return;
    const read = () => setSecond(Math.floor(video.currentTime));
    read();
    video.addEventListener('timeupdate', read);
    video.addEventListener('seeked', read);
    return () => {
      video.removeEventListener('timeupdate', read);
      video.removeEventListener('seeked', read);
    };
  }, [video]);
  return second;
}

/**
 * Beside the player (Udemy's notes, Coursera's bookmarks): a note written at the moment the video shows, or the
 * moment bookmarked alone; the lecture's notes listed in the order of the video, each playing from its moment. They
 * are marked on the seek bar too, and gathered on the course's notes page.
 */
export function NotesPanel({ courseId, lectureId, video, notes, error, onRetry }: NotesPanelProps) {
  const { t } = useTranslation('notes');
  const headingId = useId();
  const [body, setBody] = useState('');
  const second = useVideoSecond(video);
  const { add, adding, edit, remove } = useNoteMutations(courseId);
  const [removeConfirmed, confirmDialog] = useConfirmedNoteRemoval(remove);
  const play = (seconds: number) => {
    if (!video) return;
    video.currentTime = seconds;
    void video.play().catch(() => undefined);
  };
  const addNote = async () => {
    if (await add(lectureId, { kind: 'NOTE', atSeconds: second, body: body.trim() })) setBody('');
  };

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" p="4" layerStyle="surface.panel">
      <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
        <Heading as="h2" size="md" id={headingId}>
          {t('panelHeading')}
          {notes?.length ? (
            <Text as="span" fontSize="sm" color="fg.muted" fontWeight="normal" ms="2">
              {t('count', { count: notes.length })}
            </Text>
          ) : null}
        </Heading>
        <Link asChild fontSize="sm" color="fg.info">
          <RouterLink to={`/course/notes?course=${courseId}`}>{t('allNotes')}</RouterLink>
        </Link>
      </HStack>
      <NoteBodyForm
        label={t('fieldLabel')}
        placeholder={t('placeholder')}
        value={body}
        onChange={setBody}
        onSubmit={addNote}
      >
        <HStack gap="2" wrap="wrap">
          <Button type="submit" size="sm" colorPalette="brand" loading={adding} disabled={!body.trim()}>
            {t('addNote', { moment: formatVideoMoment(second) })}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => void add(lectureId, { kind: 'BOOKMARK', atSeconds: second, body: null })}
          >
            <FiBookmark aria-hidden />
            {t('bookmark', { moment: formatVideoMoment(second) })}
          </Button>
        </HStack>
      </NoteBodyForm>
      {error && !notes ? (
        <RetryNotice size="sm" message={t('failed')} onRetry={onRetry} py="2" />
      ) : !notes ? (
        <Stack gap="2" aria-busy="true" aria-label={t('loading')}>
          <Skeleton h="5" w="24" />
          <Skeleton h="10" />
        </Stack>
      ) : notes.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" role="status">
          {t('empty')}
        </Text>
      ) : (
        <chakra.ul listStyleType="none" aria-label={t('panelHeading')}>
          {notes.map((note) => (
            <NoteItem
              key={note.id}
              note={note}
              onPlay={play}
              onEdit={(text) => edit(note.id, text)}
              onDelete={() => void removeConfirmed(note.id)}
            />
          ))}
        </chakra.ul>
      )}
      {confirmDialog}
    </Stack>
  );
}
