import type { Confirmation } from '../../components/ConfirmDialog';

/** Texts of the admin's single sign-on providers screen. */
export const ssoProviderTexts = {
  heading: 'Single sign-on',
  intro:
    'People sign in with an OpenID Connect provider (Google Workspace, Microsoft Entra ID, Okta, Keycloak…). ' +
    'Register the callback URL below at the provider, then add its issuer URL, client id and secret here.',
  listHeading: 'Providers',
  empty: 'No provider yet: add one below, or set OIDC_PROVIDERS in the server configuration.',
  loadFailed: 'Could not load the providers.',
  addHeading: 'Add a provider',
  editHeading: (name: string) => `Edit ${name}`,
  fromEnvironment: 'From OIDC_PROVIDERS',
  callbackUrl: 'Callback URL',
  anyDomain: 'Any email domain',
  domains: 'Domains',
  passwordOff: 'Password off for',
  idLabel: 'Provider id',
  idHelp: 'In the sign-in URL: lower-case letters, digits and dashes (it cannot change).',
  nameLabel: 'Button name',
  nameHelp: 'Shown as "Continue with <name>".',
  issuerLabel: 'Issuer URL',
  clientIdLabel: 'Client id',
  clientSecretLabel: 'Client secret',
  clientSecretKeep: 'Leave empty to keep the stored secret',
  allowedDomainsLabel: 'Allowed email domains',
  allowedDomainsHelp: 'Comma-separated, e.g. example.com. Empty: any domain may sign in.',
  passwordDomainsLabel: 'Turn passwords off for these domains',
  passwordDomainsHelp: 'Their accounts sign in with this provider only; existing accounts link on their next sign-in.',
  add: 'Add provider',
  save: 'Save changes',
  cancel: 'Cancel',
  edit: 'Edit',
  remove: 'Remove',
  created: 'Provider added',
  createFailed: 'Failed to add the provider',
  updated: 'Provider saved',
  updateFailed: 'Failed to save the provider',
  deleted: 'Provider removed',
  deleteFailed: 'Failed to remove the provider',
  required: 'Required',
} as const;

export const confirmDeleteProvider = (name: string): Confirmation => ({
  title: 'Remove provider',
  message: `Remove ${name}? Its sign-in button goes, and every account's link to it is deleted.`,
  confirmLabel: 'Remove',
  cancelLabel: 'Keep it',
});

/** "a.com, b.org" as the list the server takes (trimmed, lower-cased, without blanks). */
export const domainList = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((domain) => domain.trim().toLowerCase())
    .filter(Boolean);
