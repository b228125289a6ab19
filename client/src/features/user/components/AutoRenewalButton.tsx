import { Button } from '@chakra-ui/react';
import { useConfirmDialog } from '../../../components/ConfirmDialog';
import { confirmations, subscriptionTexts } from '../../../shared/notices';
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
  const [confirm, confirmDialog] = useConfirmDialog();
  const [setAutoRenew, { loading }] = useSetAutoRenewMutation();
  const { message, ...dialog } = confirmations.turnOffAutoRenewal;

  const onClick = async () => {
    if (!renews) await setAutoRenew(true);
    else if (await confirm({ ...dialog, message: message(periodEnd) })) await setAutoRenew(false);
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
        {renews ? subscriptionTexts.turnOff : subscriptionTexts.turnOn}
      </Button>
      {confirmDialog}
    </>
  );
}
