import { useTranslation } from 'react-i18next';
import { StatusScreen } from '../components/StatusScreen';

/** '404 Page not found' with a Go Back button. */
export function NotFoundPage() {
  const { t } = useTranslation('errors');
  return <StatusScreen code="404" message={t('notFound')} />;
}
