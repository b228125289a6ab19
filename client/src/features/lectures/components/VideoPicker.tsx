import { Box, Field, Input, Stack } from '@chakra-ui/react';
import { VIDEO_MIME_TYPES } from '@coursehub/shared';
import { useFileInput } from '../../../components/hooks/useFileInput';

/** MP4, WEBM or MOV (QuickTime), as the server accepts. */
export const VIDEO_ACCEPT = VIDEO_MIME_TYPES.join(',');

export const VIDEO_FORMATS = 'MP4, WEBM or MOV';

export const isSupportedVideo = (file: File): boolean => (VIDEO_MIME_TYPES as readonly string[]).includes(file.type);

interface VideoPickerProps {
  /** The accepted file (null clears the input). */
  file: File | null;
  /** Answers whether the file was taken; a refused one is cleared from the input. */
  onSelect: (file: File | null) => boolean;
  disabled?: boolean;
  error?: string;
  /** Under the input; by default the formats taken. */
  helperText?: string;
}

/** Video file input with a preview of the chosen file (object URL, revoked when it changes or the picker goes). */
export function VideoPicker({ file, onSelect, disabled, error, helperText = VIDEO_FORMATS }: VideoPickerProps) {
  const { inputProps, preview } = useFileInput(file, onSelect);

  return (
    <Stack gap="3">
      <Field.Root invalid={Boolean(error)} disabled={disabled}>
        <Field.Label>Video</Field.Label>
        <Input {...inputProps} accept={VIDEO_ACCEPT} p="1.5" />
        <Field.HelperText>{helperText}</Field.HelperText>
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      {preview ? (
        <Box asChild w="full" rounded="md" bg="black" aspectRatio={16 / 9}>
          {/* biome-ignore lint/a11y/useMediaCaption: a preview of the admin's own file, which has no captions yet. */}
          <video src={preview} controls preload="metadata" aria-label="Preview of the chosen video" />
        </Box>
      ) : null}
    </Stack>
  );
}
