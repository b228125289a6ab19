import { Avatar } from '@chakra-ui/react';
import { avatarSlotRecipe } from '@chakra-ui/react/theme';
import { AVATAR_MIME_TYPES, messages } from '@coursehub/shared';
import { useTranslation } from 'react-i18next';
import { FileDropZone } from './FileDropZone';

export const AVATAR_ACCEPT = AVATAR_MIME_TYPES.join(',');

/** JPG, JPEG (image/jpeg), PNG or WEBP. The server checks the bytes again. */
export const isSupportedAvatar = (file: File): boolean => (AVATAR_MIME_TYPES as readonly string[]).includes(file.type);

/** An avatar field's rule for `useFileField`: the supported formats, and the message for any other file. */
export const AVATAR_FILE_RULE = { isSupported: isSupportedAvatar, unsupportedMessage: messages.unsupportedAvatar };

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
  /** The formats taken (the input's `accept` and the line under the zone): an avatar's by default. */
  formats?: { accept: string; helperText: string };
  /** The picture's alt text, of a newly chosen file and of the current one: an avatar's by default. */
  alt?: { preview: string; current: string };
}

/** Avatar drop zone with a live preview (the current avatar until a new one is chosen). */
export function AvatarPicker(props: AvatarPickerProps) {
  const { t } = useTranslation('common');
  const {
    label = t('avatarPicker.label'),
    file,
    onSelect,
    currentUrl,
    name,
    error,
    formats = { accept: AVATAR_ACCEPT, helperText: t('avatarPicker.formats') },
    alt = { preview: t('avatarPicker.preview'), current: t('avatarPicker.current') },
  } = props;
  return (
    <FileDropZone
      label={label}
      accept={formats.accept}
      helperText={formats.helperText}
      file={file}
      onSelect={onSelect}
      error={error}
      renderPreview={(preview) => {
        const src = preview ?? currentUrl ?? undefined;
        return (
          <Avatar.Root recipe={avatarSlotRecipe} size="2xl" colorPalette="gray">
            <Avatar.Fallback name={name} />
            {src ? <Avatar.Image src={src} alt={preview ? alt.preview : alt.current} /> : null}
          </Avatar.Root>
        );
      }}
    />
  );
}
