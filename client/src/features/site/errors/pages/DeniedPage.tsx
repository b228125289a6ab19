import { useTranslation } from 'react-i18next';
import { StatusScreen } from '../components/StatusScreen';

/** '403 Access denied' with a Go Back button. */
export function DeniedPage() {
  const { t } = useTranslation('errors');
  return <StatusScreen code="403" message={t('denied')} />;
}
