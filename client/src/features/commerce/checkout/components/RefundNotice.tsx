import { Stack, type StackProps, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { refundTerms } from '../money';

/**
 * The spec's refund line and its fine print, wherever the plan is offered (course page, home page, checkout); nothing
 * for a plan whose refund window is 0 days.
 */
export function RefundNotice({ refundWindowDays, ...stack }: { refundWindowDays: number } & StackProps) {
  const { t } = useTranslation('checkout');
  if (refundWindowDays <= 0) return null;
  return (
    <Stack {...stack}>
      <Text fontWeight="semibold" color="fg.success">
        {t('refund.headline')}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {refundTerms(t, refundWindowDays)}
      </Text>
    </Stack>
  );
}
