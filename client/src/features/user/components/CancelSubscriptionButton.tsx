import { Button } from '@chakra-ui/react';
import { useConfirmDialog } from '../../../components/ConfirmDialog';
import { confirmations } from '../../../shared/notices';
import { useCancelSubscriptionMutation } from '../mutations/useCancelSubscriptionMutation';

/**
 * 'Cancel Subscription' (shown only for active subscriptions). Asks 'Are you sure you want to cancel your
 * subscription?' in the app's confirmation dialog; 'Yes, cancel' runs the cancellation.
 */
export function CancelSubscriptionButton() {
  const [confirm, confirmDialog] = useConfirmDialog();
  const [cancelSubscription, { loading }] = useCancelSubscriptionMutation();

  const onClick = async () => {
    if (await confirm(confirmations.cancelSubscription)) await cancelSubscription();
  };

  return (
    <>
      <Button colorPalette="red" width="full" loading={loading} aria-haspopup="dialog" onClick={onClick}>
        Cancel Subscription
      </Button>
      {confirmDialog}
    </>
  );
}
