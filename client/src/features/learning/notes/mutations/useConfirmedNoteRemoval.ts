import { useTranslation } from 'react-i18next';
import { useConfirmDialog } from '../../../../components/ConfirmDialog';

/**
 * Deleting a note asks first: `removeConfirmed(noteId)` opens the question and deletes with `remove` on yes. Render
 * the returned dialog once.
 */
export function useConfirmedNoteRemoval(remove: (noteId: string) => Promise<unknown>) {
  const { t } = useTranslation('notes');
  const [confirm, confirmDialog] = useConfirmDialog();
  const removeConfirmed = async (noteId: string) => {
    if (
      await confirm({
        title: t('deleteConfirm.title'),
        message: t('deleteConfirm.message'),
        confirmLabel: t('deleteConfirm.confirmLabel'),
      })
    )
      await remove(noteId);
  };
  return [removeConfirmed, confirmDialog] as const;
}
