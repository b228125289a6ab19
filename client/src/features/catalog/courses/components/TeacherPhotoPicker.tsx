import { useTranslation } from 'react-i18next';
import { AvatarPicker } from '../../../../components/AvatarPicker';
import { THUMBNAIL_ACCEPT } from './ThumbnailPicker';

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
 * thumbnail's formats (the server stores it as one). Optional: without one the course page shows the instructor's
 * initials. Its label avoids "Instructor", the name field's: forms, tests and journeys find each field by its label.
 */
export function TeacherPhotoPicker({ file, onSelect, currentUrl, name, error }: TeacherPhotoPickerProps) {
  const { t } = useTranslation('authoring');
  return (
    <AvatarPicker
      label={t('teacherPhoto.label')}
      alt={{ preview: t('teacherPhoto.preview'), current: t('teacherPhoto.current') }}
      formats={{ accept: THUMBNAIL_ACCEPT, helperText: t('teacherPhoto.formats') }}
      file={file}
      onSelect={onSelect}
      currentUrl={currentUrl}
      name={name}
      error={error}
    />
  );
}
