import { Avatar, Field, Input, Stack } from '@chakra-ui/react';
import { avatarSlotRecipe } from '@chakra-ui/react/theme';
import { AVATAR_MIME_TYPES } from '@coursehub/shared';
import { useFileInput } from './hooks/useFileInput';

export const AVATAR_ACCEPT = AVATAR_MIME_TYPES.join(',');

/** JPG, JPEG (image/jpeg), PNG or WEBP. The server checks the bytes again. */
export const isSupportedAvatar = (file: File): boolean => (AVATAR_MIME_TYPES as readonly string[]).includes(file.type);

interface AvatarPickerProps {
  label?: string;
  /** The accepted file (null clears the input). */
  file: File | null;
  /** Answers whether the file was taken; a refused one is cleared from the input. */
  onSelect: (file: File | null) => boolean;
  /** Shown until a new file is chosen. */
  currentUrl?: string | null;
  name?: string;
  error?: string;
}

/** Avatar file input with a live preview. */
export function AvatarPicker({ label = 'Avatar', file, onSelect, currentUrl, name, error }: AvatarPickerProps) {
  const { inputProps, preview } = useFileInput(file, onSelect);

  const src = preview ?? currentUrl ?? undefined;

  return (
    <Stack align="center" gap="3">
      <Avatar.Root recipe={avatarSlotRecipe} size="2xl" colorPalette="gray">
        <Avatar.Fallback name={name} />
        {src ? <Avatar.Image src={src} alt={preview ? 'Preview of the chosen avatar' : 'Current avatar'} /> : null}
      </Avatar.Root>
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>{label}</Field.Label>
        <Input {...inputProps} accept={AVATAR_ACCEPT} p="1.5" />
        <Field.HelperText>JPG, JPEG, PNG or WEBP</Field.HelperText>
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
}
