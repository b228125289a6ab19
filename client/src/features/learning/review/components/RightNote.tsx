import { Alert } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../i18n/format';

/** What a right answer moved on with: when its item comes back. The alert's recipe is passed, as lazy pages do. */
export function RightNote({ nextDue }: { nextDue: string }) {
  const { t } = useTranslation('review');
  const format = useFormat();
  return (
    <Alert.Root recipe={alertSlotRecipe} variant="subtle" status="success" colorPalette="green" role="status">
      <Alert.Indicator />
      <Alert.Title>{t('correct', { date: format.date(nextDue) })}</Alert.Title>
    </Alert.Root>
  );
}
