import type { TFunction } from 'i18next';
import type { Confirmation } from '../../../components/ConfirmDialog';

export const confirmDeleteProvider = (t: TFunction<'integrations'>, name: string): Confirmation => ({
  title: t('sso.removeTitle'),
  message: t('sso.removeMessage', { name }),
  confirmLabel: t('sso.remove'),
  cancelLabel: t('sso.keep'),
});

/** "a.com, b.org" as the list the server takes (trimmed, lower-cased, without blanks). */
export const domainList = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((domain) => domain.trim().toLowerCase())
    .filter(Boolean);
