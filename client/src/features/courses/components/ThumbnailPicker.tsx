import { Field, Image, Input, Stack } from '@chakra-ui/react';
import { THUMBNAIL_MIME_TYPES } from '@coursehub/shared';
import { useFileInput } from '../../../components/hooks/useFileInput';

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

/** Thumbnail file input with a live preview (object URL, revoked when the file changes or the picker goes). */
export function ThumbnailPicker({ file, onSelect, error }: ThumbnailPickerProps) {
  const { inputProps, preview } = useFileInput(file, onSelect);

  return (
    <Stack gap="3">
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>Thumbnail</Field.Label>
        <Input {...inputProps} accept={THUMBNAIL_ACCEPT} p="1.5" />
        <Field.HelperText>JPG, JPEG or PNG</Field.HelperText>
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      {preview ? (
        <Image
          src={preview}
          alt="Preview of the chosen thumbnail"
          aspectRatio={16 / 9}
          w="full"
          rounded="md"
          bg="gray.100"
        />
      ) : null}
    </Stack>
  );
}
