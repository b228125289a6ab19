/** The texts the API key operations answer with; not in the spec. */
export const API_KEY_MESSAGES = {
  nameRequired: 'Give the key a name (at most 100 characters)',
  scopesRequired: 'Choose at least one scope',
  unknownScope: (scope: string) => `Unknown scope: ${scope}`,
  expiryInPast: 'The expiry must be in the future',
  expiryTooFar: (days: number) => `A key can live at most ${days} days`,
  invalidKey: 'Invalid, expired or revoked API key',
  outsideScopes: "This API key's scopes do not allow this operation",
  mixedGrants: 'An API key sends public reads and admin operations in separate requests: they run as different callers',
  notFound: 'API key',
} as const;
