import { Box } from '@chakra-ui/react';
import { VIDEO_MIME_TYPES } from '@coursehub/shared';
import { useTranslation } from 'react-i18next';
import { FileDropZone } from '../../../../components/FileDropZone';

/** MP4, WEBM or MOV (QuickTime), as the server accepts. */
export const VIDEO_ACCEPT = VIDEO_MIME_TYPES.join(',');

export const isSupportedVideo = (file: File): boolean => (VIDEO_MIME_TYPES as readonly string[]).includes(file.type);

interface VideoPickerProps {
  /** The accepted file (null clears the input). */
  file: File | null;
  /** Answers whether the file was taken; a refused one is cleared from the input. */
  onSelect: (file: File | null) => boolean;
  disabled?: boolean;
  error?: string;
  /** Under the zone; by default the formats taken. */
  helperText?: string;
}

/** Video drop zone with a preview (above the zone's input, so its controls take the clicks) of the chosen file (object URL, revoked when it changes or the picker goes). */
export function VideoPicker({ file, onSelect, disabled, error, helperText }: VideoPickerProps) {
  const { t } = useTranslation('authoring');
  return (
    <FileDropZone
      label={t('video.label')}
      accept={VIDEO_ACCEPT}
      helperText={helperText ?? t('video.formats')}
      file={file}
      onSelect={onSelect}
      disabled={disabled}
      error={error}
      renderPreview={(preview) =>
        preview ? (
          <Box
            asChild
            position="relative"
            zIndex="1"
            w={{ base: 'full', sm: '56' }}
            rounded="md"
            bg="player.bg"
            aspectRatio={16 / 9}
          >
            {/* biome-ignore lint/a11y/useMediaCaption: a preview of the admin's own file, which has no captions yet. */}
            <video src={preview} controls preload="metadata" aria-label={t('video.preview')} />
          </Box>
        ) : null
      }
    />
  );
}
