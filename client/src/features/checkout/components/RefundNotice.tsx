import { Stack, type StackProps, Text } from '@chakra-ui/react';
import { refundTerms } from '../money';

/**
 * The spec's refund line and its fine print, wherever the plan is offered (course page, home page, checkout); nothing
 * for a plan whose refund window is 0 days.
 */
export function RefundNotice({ refundWindowDays, ...stack }: { refundWindowDays: number } & StackProps) {
  if (refundWindowDays <= 0) return null;
  return (
    <Stack {...stack}>
      <Text fontWeight="semibold" color="fg.success">
        100% refund on cancellation
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {refundTerms(refundWindowDays)}
      </Text>
    </Stack>
  );
}
