import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialogRecipe } from './confirmDialogRecipe';

/** What a confirmation asks: a title (the dialog's name), the question verbatim, and its two answers. */
export interface Confirmation {
  title: string;
  /** The question, e.g. the spec's exact prompt. */
  message: string;
  /** What answering yes will do, shown under the question (e.g. a cancellation's refund and end date). */
  details?: ReactNode;
  confirmLabel: string;
  /** The least destructive answer, focused first ('Cancel' when not given). */
  cancelLabel?: string;
}

interface ConfirmDialogProps extends Confirmation {
  open: boolean;
  onConfirm: () => void;
  /** Cancel, the close button, Escape or a click outside. */
  onCancel: () => void;
}

/**
 * The one confirmation prompt of the app (course and lecture deletion, cancelling the subscription): an alert dialog
 * that starts on its least destructive answer. Its recipe comes with it (see confirmDialogRecipe).
 */
export function ConfirmDialog({
  open,
  title,
  message,
  details,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      recipe={confirmDialogRecipe}
      role="alertdialog"
      open={open}
      initialFocusEl={() => cancelRef.current}
      onOpenChange={(details) => {
        if (!details.open) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{message}</Dialog.Description>
              {details}
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onCancel}>
                {cancelLabel ?? t('cancel')}
              </Button>
              <Button colorPalette="red" onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface Pending {
  confirmation: Confirmation;
  open: boolean;
}

/**
 * `window.confirm` as a styled dialog: `await confirm(confirmation)` resolves true on the confirm answer, false on any
 * other way out. Render the returned element once. The question stays in place while the dialog fades out; a
 * component that goes while asking answers false.
 */
export function useConfirmDialog() {
  const [pending, setPending] = useState<Pending | null>(null);
  const answer = useRef<((confirmed: boolean) => void) | null>(null);

  const settle = useCallback((confirmed: boolean) => {
    answer.current?.(confirmed);
    answer.current = null;
    setPending((current) => (current ? { ...current, open: false } : current));
  }, []);

  const confirm = useCallback(
    (confirmation: Confirmation) =>
      new Promise<boolean>((resolve) => {
        answer.current?.(false);
        answer.current = resolve;
        setPending({ confirmation, open: true });
      }),
    [],
  );

  useEffect(() => () => answer.current?.(false), []);

  const dialog = pending ? (
    <ConfirmDialog
      {...pending.confirmation}
      open={pending.open}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  ) : null;

  return [confirm, dialog] as const;
}
