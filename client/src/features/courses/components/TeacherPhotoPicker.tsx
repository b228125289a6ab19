import { AvatarPicker } from '../../../components/AvatarPicker';
import { THUMBNAIL_ACCEPT } from './ThumbnailPicker';

/** The picker's label (forms, tests and journeys find it by this; it avoids "Instructor", the name field's label). */
export const TEACHER_PHOTO_LABEL = "Teacher's photo (optional)";

/** The formats a teacher's photo is taken in: a thumbnail's (the server stores it as one). */
const TEACHER_PHOTO_FORMATS = { accept: THUMBNAIL_ACCEPT, helperText: 'JPG, JPEG or PNG' };

interface TeacherPhotoPickerProps {
  /** The accepted file (null clears the input). */
  file: File | null;
  /** Answers whether the file was taken; a refused one is cleared from the input. */
  onSelect: (file: File | null) => boolean;
  /** The course's photo (editing): shown until another is chosen. */
  currentUrl?: string | null;
  /** The instructor's name, for the initials shown while there is no photo. */
  name?: string;
  error?: string;
}

/**
 * The course page's instructor photo, picked as an avatar is (drop zone, round live preview, Remove), in a
 * thumbnail's formats. Optional: without one the course page shows the instructor's initials.
 */
export function TeacherPhotoPicker({ file, onSelect, currentUrl, name, error }: TeacherPhotoPickerProps) {
  return (
    <AvatarPicker
      label={TEACHER_PHOTO_LABEL}
      noun="teacher's photo"
      formats={TEACHER_PHOTO_FORMATS}
      file={file}
      onSelect={onSelect}
      currentUrl={currentUrl}
      name={name}
      error={error}
    />
  );
}
