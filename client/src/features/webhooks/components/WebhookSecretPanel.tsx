import { SecretOncePanel } from '../../../components/SecretOncePanel';
import { webhookTexts } from '../webhookTexts';

const texts = {
  heading: webhookTexts.secretHeading,
  warning: webhookTexts.secretWarning,
  copy: webhookTexts.copy,
  copied: webhookTexts.copied,
  copyFailed: webhookTexts.copyFailed,
  done: webhookTexts.done,
};

/** A signing secret just made (a new endpoint, a rotation), shown this once (SecretOncePanel). */
export function WebhookSecretPanel({ secret, onDone }: { secret: string; onDone: () => void }) {
  return <SecretOncePanel secret={secret} texts={texts} onDone={onDone} />;
}
