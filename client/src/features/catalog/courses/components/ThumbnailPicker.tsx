import { Center, Image } from '@chakra-ui/react';
import { THUMBNAIL_MIME_TYPES } from '@coursehub/shared';
import { useTranslation } from 'react-i18next';
import { FileDropZone } from '../../../../components/FileDropZone';

/** The picker offers JPG, JPEG and PNG (spec section 9). */
export const THUMBNAIL_ACCEPT = '.jpg,.jpeg,.png';

/** JPG/JPEG (image/jpeg) or PNG. The server checks the bytes again. */
export const isSupportedThumbnail = (file: File): boolean =>
  (THUMBNAIL_MIME_TYPES as readonly string[]).includes(file.type);

interface ThumbnailPickerProps {
  /** The accepted file (null clears the input). */
  file: File | null;
  /** Answers whether the file was taken; a refused one is cleared from the input. */
  onSelect: (file: File | null) => boolean;
  error?: string;
}

/** Thumbnail drop zone with a 16:9 live preview (object URL, revoked when the file changes or the picker goes). */
export function ThumbnailPicker({ file, onSelect, error }: ThumbnailPickerProps) {
  const { t } = useTranslation('authoring');
  return (
    <FileDropZone
      label={t('thumbnail.label')}
      accept={THUMBNAIL_ACCEPT}
      helperText={t('thumbnail.formats')}
      file={file}
      onSelect={onSelect}
      error={error}
      renderPreview={(preview) =>
        preview ? (
          <Image src={preview} alt={t('thumbnail.preview')} aspectRatio={16 / 9} w="40" rounded="md" bg="bg.muted" />
        ) : (
          <Center
            aspectRatio={16 / 9}
            w="40"
            rounded="md"
            bg="bg.muted"
            color="fg.muted"
            fontSize="sm"
            aria-hidden="true"
          >
            {t('thumbnail.empty')}
          </Center>
        )
      }
    />
  );
}
