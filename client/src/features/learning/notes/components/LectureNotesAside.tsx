import { Stack } from '@chakra-ui/react';
import type { useLectureNotes } from '../useLectureNotes';
import { BookmarkedMoments } from './BookmarkedMoments';
import { NotesPanel } from './NotesPanel';

interface LectureNotesAsideProps {
  courseId: string;
  lectureId: string;
  video: HTMLVideoElement | null;
  lectureNotes: ReturnType<typeof useLectureNotes>;
  /** Admins also see where learners bookmarked the lecture (counts only). */
  isAdmin: boolean;
}

/** Beside the player: the learner's notes panel, and for admins the lecture's most bookmarked moments. */
export function LectureNotesAside({ courseId, lectureId, video, lectureNotes, isAdmin }: LectureNotesAsideProps) {
  const play = (seconds: number) => {
    if (!video) return;
    video.currentTime = seconds;
    void video.play().catch(() => undefined);
  };
  return (
    <Stack gap="4">
      <NotesPanel
        courseId={courseId}
        lectureId={lectureId}
        notes={lectureNotes.notes}
        error={lectureNotes.error}
        onRetry={lectureNotes.refetch}
        video={video}
      />
      {isAdmin ? <BookmarkedMoments lectureId={lectureId} onPlay={play} /> : null}
    </Stack>
  );
}
