import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useConfirmDialog } from '../../../../components/ConfirmDialog';
import { useSetAutoRenewMutation } from '../mutations/useSetAutoRenewMutation';

interface AutoRenewalButtonProps {
  /** Auto-renewal is on. */
  renews: boolean;
  /** When the paid year ends, as the profile shows it. */
  periodEnd: string;
}

/**
 * 'Turn off auto-renewal' (after a confirmation saying access lasts until `periodEnd` and nothing is charged again),
 * or 'Turn auto-renewal back on' while the paid year runs. Unlike 'Cancel Subscription', neither ends access now.
 */
export function AutoRenewalButton({ renews, periodEnd }: AutoRenewalButtonProps) {
  const { t } = useTranslation('account');
  const [confirm, confirmDialog] = useConfirmDialog();
  const [setAutoRenew, { loading }] = useSetAutoRenewMutation();

  const onClick = async () => {
    if (!renews) await setAutoRenew(true);
    else if (
      await confirm({
        title: t('autoRenewal.confirm.title'),
        message: t('autoRenewal.confirm.message', { date: periodEnd }),
        confirmLabel: t('autoRenewal.confirm.confirm'),
        cancelLabel: t('autoRenewal.confirm.cancel'),
      })
    )
      await setAutoRenew(false);
  };

  return (
    <>
      <Button
        colorPalette="brand"
        variant="outline"
        width="full"
        loading={loading}
        aria-haspopup={renews ? 'dialog' : undefined}
        onClick={onClick}
      >
        {renews ? t('autoRenewal.turnOff') : t('autoRenewal.turnOn')}
      </Button>
      {confirmDialog}
    </>
  );
}
