import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NoticeBar } from '../../../../components/ui/notice-bar';
import { ManageBillingButton } from './ManageBillingButton';

/**
 * Under the header while the last renewal payment failed (past_due): what happens, and 'Update payment method'. Its
 * own chunk (PastDueReminder loads it when needed).
 */
export function PastDueBanner() {
  const { t } = useTranslation('account');
  return (
    <NoticeBar label={t('pastDue.label')} palette="red">
      <Text fontSize="sm">{t('pastDue.body')}</Text>
      <ManageBillingButton size="xs" variant="outline" colorPalette="red" label={t('pastDue.updatePaymentMethod')} />
    </NoticeBar>
  );
}
