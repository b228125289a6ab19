import { SecretOncePanel } from '../../../components/SecretOncePanel';
import { apiKeyTexts } from '../apiKeyTexts';

const texts = {
  heading: apiKeyTexts.secretHeading,
  warning: apiKeyTexts.secretWarning,
  copy: apiKeyTexts.copy,
  copied: apiKeyTexts.copied,
  copyFailed: apiKeyTexts.copyFailed,
  done: apiKeyTexts.done,
};

/** The secret of the key just made, shown this once (SecretOncePanel). */
export function NewApiKeyPanel({ secret, onDone }: { secret: string; onDone: () => void }) {
  return <SecretOncePanel secret={secret} texts={texts} onDone={onDone} />;
}
