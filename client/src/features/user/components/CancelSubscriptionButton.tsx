import { useLazyQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { useConfirmDialog } from '../../../components/ConfirmDialog';
import { graphql } from '../../../gql';
import { errorMessage } from '../../../shared/errors';
import { confirmations, failureNotices } from '../../../shared/notices';
import { notify } from '../../../shared/toaster';
import { useCancelSubscriptionMutation } from '../mutations/useCancelSubscriptionMutation';
import { CancellationSummary } from './CancellationSummary';

/** Asked afresh on each click: the refund window may have closed since the page loaded. */
export const CancellationPreviewQuery = graphql(`
  query CancellationPreviewQuery {
    cancellationPreview {
      outcome
      accessEndsAt
      refund {
        formatted
      }
    }
  }
`);

/**
 * 'Cancel Subscription' (shown only for active subscriptions). Asks the server what cancelling would do now, then asks
 * 'Are you sure you want to cancel your subscription?' in the app's confirmation dialog with that answer under it (a
 * refund and access ending today, or access until the period's end); 'Yes, cancel' runs the cancellation.
 */
export function CancelSubscriptionButton() {
  const [confirm, confirmDialog] = useConfirmDialog();
  const [loadPreview, preview] = useLazyQuery(CancellationPreviewQuery, { fetchPolicy: 'network-only' });
  const [cancelSubscription, { loading }] = useCancelSubscriptionMutation();

  const onClick = async () => {
    let details: Awaited<ReturnType<typeof loadPreview>>['data'];
    try {
      details = (await loadPreview()).data;
    } catch (error) {
      notify.error(errorMessage(error, failureNotices.cancel));
      return;
    }
    if (!details) return;
    const summary = <CancellationSummary preview={details.cancellationPreview} />;
    if (await confirm({ ...confirmations.cancelSubscription, details: summary })) await cancelSubscription();
  };

  return (
    <>
      <Button
        colorPalette="red"
        width="full"
        loading={loading || preview.loading}
        aria-haspopup="dialog"
        onClick={onClick}
      >
        Cancel Subscription
      </Button>
      {confirmDialog}
    </>
  );
}
