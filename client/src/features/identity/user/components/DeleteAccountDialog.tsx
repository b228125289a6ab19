import { Button, CloseButton, Dialog, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialogRecipe } from '../../../../components/confirmDialogRecipe';
import { FormField } from '../../../../components/ui/form-field';
import type { DeleteAccountOutcome } from '../mutations/useDeleteAccountMutation';

interface DeleteAccountDialogProps {
  /** The plan's refund window, for the sentence on the subscription. */
  refundWindowDays: number;
  /** Runs the deletion; a refusal's message is shown on the password field. */
  onConfirm: (password: string) => Promise<DeleteAccountOutcome>;
  deleting: boolean;
  /** 'Keep my account', the close button, Escape or a click outside. */
  onClose: () => void;
}

/**
 * 'Delete your account': what goes, what stays (payment records, anonymised), what happens to a subscription, and the
 * current password to confirm. It opens on the password field: nothing is deleted until it is filled in and
 * 'Delete my account' is pressed. A wrong password keeps the dialog open with the server's message on the field.
 * Rendered only while open, so it starts empty each time and focuses its field once mounted.
 */
export function DeleteAccountDialog({ refundWindowDays, onConfirm, deleting, onClose }: DeleteAccountDialogProps) {
  const { t } = useTranslation('account');
  const passwordRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(t('deletion.passwordRequired'));
      passwordRef.current?.focus();
      return;
    }
    const outcome = await onConfirm(password);
    if (!outcome.ok) {
      setError(outcome.message);
      passwordRef.current?.select();
    }
  };

  return (
    <Dialog.Root
      recipe={confirmDialogRecipe}
      role="alertdialog"
      open
      initialFocusEl={() => passwordRef.current}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t('deletion.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Dialog.Description asChild>
                    <Stack as="ul" gap="2" ps="5" listStyleType="disc">
                      <Text as="li">{t('deletion.removed')}</Text>
                      <Text as="li">{t('deletion.subscription', { count: refundWindowDays })}</Text>
                      <Text as="li">{t('deletion.paymentsKept')}</Text>
                      <Text as="li">{t('deletion.downloadFirst')}</Text>
                    </Stack>
                  </Dialog.Description>
                  <FormField label={t('deletion.passwordLabel')} helperText={t('deletion.passwordHelp')} error={error}>
                    <Input
                      ref={passwordRef}
                      type="password"
                      name="password"
                      autoComplete="current-password"
                      value={password}
                      onChange={(event) => {
                        setPassword(event.target.value);
                        setError(undefined);
                      }}
                    />
                  </FormField>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="button" variant="outline" onClick={onClose}>
                  {t('deletion.keep')}
                </Button>
                <Button type="submit" colorPalette="red" loading={deleting}>
                  {t('deletion.confirm')}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('deletion.close')} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
