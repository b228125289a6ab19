import { useTranslation } from 'react-i18next';
import { SecretOncePanel } from '../../../../components/SecretOncePanel';

/** A signing secret just made (a new endpoint, a rotation), shown this once (SecretOncePanel). */
export function WebhookSecretPanel({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation('integrations');
  const texts = {
    heading: t('webhooks.secretHeading'),
    warning: t('webhooks.secretWarning'),
    copy: t('webhooks.copy'),
    copied: t('webhooks.copied'),
    copyFailed: t('webhooks.copyFailed'),
    done: t('secret.done'),
  };
  return <SecretOncePanel secret={secret} texts={texts} onDone={onDone} />;
}
