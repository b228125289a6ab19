import { Text } from '@chakra-ui/react';
import { NoticeBar } from '../../../components/ui/notice-bar';
import { subscriptionTexts } from '../../../shared/notices';
import { ManageBillingButton } from './ManageBillingButton';

/**
 * Under the header while the last renewal payment failed (past_due): what happens, and 'Update payment method'. Its
 * own chunk (PastDueReminder loads it when needed).
 */
export function PastDueBanner() {
  return (
    <NoticeBar label="Payment problem" palette="red">
      <Text fontSize="sm">{subscriptionTexts.pastDue}</Text>
      <ManageBillingButton
        size="xs"
        variant="outline"
        colorPalette="red"
        label={subscriptionTexts.updatePaymentMethod}
      />
    </NoticeBar>
  );
}
