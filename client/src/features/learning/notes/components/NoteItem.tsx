import { Badge, Button, HStack, IconButton, Stack } from '@chakra-ui/react';
import { formatVideoMoment } from '@coursehub/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiBookmark, FiEdit2, FiPlay, FiTrash2 } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router';
import { PostBody } from '../../discussions/components/PostBody';
import { NoteBodyForm } from './NoteBodyForm';

export interface NoteItemData {
  id: string;
  kind: 'NOTE' | 'BOOKMARK';
  body?: string | null;
  atSeconds: number;
}

interface NoteItemProps {
  note: NoteItemData;
  /** Plays the lecture from the note's moment; a link to it instead where the lecture is not on screen. */
  onPlay?: (seconds: number) => void;
  playHref?: string;
  onEdit?: (body: string) => Promise<boolean>;
  onDelete?: () => void;
}

/**
 * One note or bookmark: its moment (pressed, the lecture plays from there), the note's markdown rendered safely
 * (PostBody: no raw HTML, safe links only), and editing and deleting it.
 */
export function NoteItem({ note, onPlay, playHref, onEdit, onDelete }: NoteItemProps) {
  const { t } = useTranslation('notes');
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const moment = formatVideoMoment(note.atSeconds);
  const momentProps = {
    size: 'xs',
    variant: 'subtle',
    colorPalette: 'blue',
    'aria-label': t('playFrom', { moment }),
    fontVariantNumeric: 'tabular-nums',
  } as const;
  const save = async () => {
    if (!onEdit || draft === null) return;
    setSaving(true);
    const saved = await onEdit(draft);
    setSaving(false);
    if (saved) setDraft(null);
  };

  return (
    <Stack as="li" gap="2" py="3" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}>
      <HStack justify="space-between" gap="2">
        <HStack gap="2">
          {playHref ? (
            <Button asChild {...momentProps}>
              <RouterLink to={playHref}>
                <FiPlay aria-hidden />
                {moment}
              </RouterLink>
            </Button>
          ) : (
            <Button {...momentProps} onClick={() => onPlay?.(note.atSeconds)}>
              <FiPlay aria-hidden />
              {moment}
            </Button>
          )}
          {note.kind === 'BOOKMARK' ? (
            <Badge colorPalette="yellow" variant="subtle" gap="1">
              <FiBookmark aria-hidden />
              {t('bookmarkLabel')}
            </Badge>
          ) : null}
        </HStack>
        <HStack gap="0">
          {onEdit && note.kind === 'NOTE' && draft === null ? (
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={t('editAt', { moment })}
              onClick={() => setDraft(note.body ?? '')}
            >
              <FiEdit2 />
            </IconButton>
          ) : null}
          {onDelete ? (
            <IconButton size="xs" variant="ghost" aria-label={t('deleteAt', { moment })} onClick={onDelete}>
              <FiTrash2 />
            </IconButton>
          ) : null}
        </HStack>
      </HStack>
      {draft !== null ? (
        <NoteBodyForm label={t('editLabel')} value={draft} onChange={setDraft} onSubmit={save}>
          <HStack gap="2" justify="flex-end">
            <Button size="xs" variant="ghost" onClick={() => setDraft(null)}>
              {t('cancel')}
            </Button>
            <Button size="xs" colorPalette="brand" type="submit" loading={saving} disabled={!draft.trim()}>
              {t('save')}
            </Button>
          </HStack>
        </NoteBodyForm>
      ) : note.body ? (
        <PostBody text={note.body} />
      ) : null}
    </Stack>
  );
}
