import type { TFunction } from 'i18next';
import type { Confirmation } from '../../../components/ConfirmDialog';

export const confirmRevokeApiKey = (t: TFunction<'integrations'>, name: string): Confirmation => ({
  title: t('apiKeys.revokeTitle'),
  message: t('apiKeys.revokeMessage', { name }),
  confirmLabel: t('apiKeys.revoke'),
});
