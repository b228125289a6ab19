import type { Confirmation } from '../../components/ConfirmDialog';

/** The API keys page's texts (not in the spec). */
export const apiKeyTexts = {
  heading: 'API keys',
  createHeading: 'Create an API key',
  listHeading: 'Keys',
  nameLabel: 'Name',
  nameHelp: 'Who or what uses it, e.g. "Partner catalogue sync"',
  scopesLabel: 'Scopes',
  expiryLabel: 'Expires on',
  create: 'Create key',
  created: 'API key created',
  createFailed: 'Failed to create the API key',
  reauthenticate: 'API keys reach the whole platform: changing them needs a recent sign-in.',
  secretHeading: 'Your new API key',
  secretWarning:
    'Copy this key now: it will not be shown again. Anyone who holds it can do what its scopes allow, so keep it secret.',
  copy: 'Copy',
  copied: 'Copied to the clipboard',
  copyFailed: 'Could not copy: select the key and copy it yourself',
  done: 'Done',
  loadFailed: 'Failed to load the API keys',
  empty: 'No API keys yet',
  revoke: 'Revoke',
  revoked: 'API key revoked',
  revokeFailed: 'Failed to revoke the API key',
  never: 'Never',
  organisationOwned:
    "Keys belong to the organisation, not to the admin who made them: they keep working when that admin's account is closed, until they expire or are revoked.",
  createdBy: (name: string, accountClosed: boolean) => (accountClosed ? `${name} (account closed)` : name),
  nameRequired: 'Give the key a name (at most 100 characters)',
  scopesRequired: 'Choose at least one scope',
  expiryRequired: 'Choose a date from tomorrow to a year from now',
} as const;

export const confirmRevokeApiKey = (name: string): Confirmation => ({
  title: 'Revoke API key',
  message: `Revoke "${name}"? Everything that uses this key is refused from its next request on.`,
  confirmLabel: 'Revoke',
});
