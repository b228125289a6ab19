import { Button, Stack, Text } from '@chakra-ui/react';

/**
 * Seam for the payments work: 'Cancel Subscription' is shown only for active subscriptions. Once the payment API
 * exists this button should call a `useCancelSubscriptionMutation` that asks
 * messages.confirmCancelSubscription ('Are you sure you want to cancel your subscription?'), shows
 * loadingNotices.cancelSubscription, then successNotices.cancelled or failureNotices.cancel, and reloads the user.
 */
export function CancelSubscriptionButton({ onCancel }: { onCancel?: () => void }) {
  return (
    <Stack gap="1" align="stretch">
      <Button colorPalette="red" variant="solid" disabled={!onCancel} onClick={onCancel}>
        Cancel Subscription
      </Button>
      {onCancel ? null : (
        <Text fontSize="sm" color="gray.700" textAlign="center">
          Online cancellation is not available yet.
        </Text>
      )}
    </Stack>
  );
}
