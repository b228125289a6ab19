import { useTranslation } from 'react-i18next';
import { SecretOncePanel } from '../../../../components/SecretOncePanel';

/** The secret of the key just made, shown this once (SecretOncePanel). */
export function NewApiKeyPanel({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation('integrations');
  const texts = {
    heading: t('apiKeys.secretHeading'),
    warning: t('apiKeys.secretWarning'),
    copy: t('secret.copy'),
    copied: t('secret.copied'),
    copyFailed: t('apiKeys.copyFailed'),
    done: t('secret.done'),
  };
  return <SecretOncePanel secret={secret} texts={texts} onDone={onDone} />;
}
