import { useLazyQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useConfirmDialog } from '../../../../components/ConfirmDialog';
import { graphql } from '../../../../gql';
import { errorMessage } from '../../../../shared/errors';
import { notify } from '../../../../shared/toaster';
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
  const { t } = useTranslation('account');
  const [confirm, confirmDialog] = useConfirmDialog();
  const [loadPreview, preview] = useLazyQuery(CancellationPreviewQuery, { fetchPolicy: 'network-only' });
  const [cancelSubscription, { loading }] = useCancelSubscriptionMutation();

  const onClick = async () => {
    let details: Awaited<ReturnType<typeof loadPreview>>['data'];
    try {
      details = (await loadPreview()).data;
    } catch (error) {
      notify.error(errorMessage(error, t('cancelSubscription.failed')));
      return;
    }
    if (!details) return;
    const summary = <CancellationSummary preview={details.cancellationPreview} />;
    const confirmation = {
      title: t('cancelSubscription.confirm.title'),
      message: t('cancelSubscription.confirm.message'),
      confirmLabel: t('cancelSubscription.confirm.confirm'),
      cancelLabel: t('cancelSubscription.confirm.cancel'),
      details: summary,
    };
    if (await confirm(confirmation)) await cancelSubscription();
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
        {t('cancelSubscription.button')}
      </Button>
      {confirmDialog}
    </>
  );
}
