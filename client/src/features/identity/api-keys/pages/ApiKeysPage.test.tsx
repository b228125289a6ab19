import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freezeClock } from '../../../../test/clock';
import { reauthenticationMethods } from '../../../../test/fixtures';
import { type Mocks, mock } from '../../../../test/mocks';
import { renderApp } from '../../../../test/renderApp';
import { ReauthenticateMutation } from '../../auth/mfa/documents';
import { CreateApiKeyMutation, RevokeApiKeyMutation } from '../mutations/useApiKeyMutations';
import { ApiKeysPageQuery } from './ApiKeysPage';

const SECRET = 'chk_Zx9kQ2mV7pL4tR8wY1nB6cF3hJ5sD0aE2gK7uI9oP4q';

const apiKey = (id: string, name: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'ApiKey' as const,
  id,
  name,
  prefix: 'chk_Ab12Cd34',
  scopes: ['catalog:read'],
  createdAt: '2026-11-01T10:00:00.000Z',
  createdByName: 'Grace Admin',
  creatorAccountClosed: false,
  expiresAt: '2027-01-31T23:59:59.000Z',
  revokedAt: null,
  lastUsedAt: null,
  ...overrides,
});

const PARTNER = apiKey('key-1', 'Partner sync', {
  scopes: ['catalog:read', 'stats:read'],
  lastUsedAt: '2026-11-20T08:00:00.000Z',
});
const OLD = apiKey('key-2', 'Old import', {
  expiresAt: '2026-11-10T00:00:00.000Z',
  createdByName: 'Kim Keymaker',
  creatorAccountClosed: true,
});
const GONE = apiKey('key-3', 'Leaked key', { revokedAt: '2026-11-21T09:00:00.000Z' });

const list = (keys: ReturnType<typeof apiKey>[]) =>
  mock({
    request: { query: ApiKeysPageQuery },
    result: { data: { apiKeys: keys } },
  });

const renderKeys = (mocks: Mocks) => renderApp({ path: '/admin/api-keys', session: 'ADMIN', mocks });
const rowOf = (name: string) => within(screen.getByText(name).closest('tr') as HTMLElement);

/** Today, for every test here: the partner key expires after it, the old import before it. */
const TODAY = '2026-11-23T10:00:00.000Z';

describe('ApiKeysPage', () => {
  freezeClock(TODAY);

  it('lists every key with its scopes, expiry, last use and status', async () => {
    renderKeys([list([PARTNER, OLD, GONE])]);
    const table = await screen.findByRole('table', { name: 'API keys' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Key', 'Scopes', 'Created', 'Created by', 'Expires', 'Last used', 'Status', 'Actions']);
    const partner = rowOf('Partner sync');
    expect(partner.getByText('chk_Ab12Cd34…')).toBeInTheDocument();
    expect(partner.getByText('catalog:read, stats:read')).toBeInTheDocument();
    expect(partner.getByText('Nov 20, 2026')).toBeInTheDocument();
    expect(partner.getByText('Active')).toBeInTheDocument();
    expect(rowOf('Old import').getByText('Expired')).toBeInTheDocument();
    expect(rowOf('Old import').getByText('Never')).toBeInTheDocument();
    expect(rowOf('Leaked key').getByText('Revoked')).toBeInTheDocument();
    // The creator as named when the key was made; a closed account's keys stay the organisation's.
    expect(partner.getByText('Grace Admin')).toBeInTheDocument();
    expect(rowOf('Old import').getByText('Kim Keymaker (account closed)')).toBeInTheDocument();
    expect(screen.getByText(/Keys belong to the organisation, not to the admin who made them/)).toBeInTheDocument();
    expect(rowOf('Leaked key').queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
  });

  it('checks the form before asking: a name and at least one scope', async () => {
    const { user } = renderKeys([list([])]);
    expect(await screen.findByText('No API keys yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(screen.getByText('Give the key a name (at most 100 characters)')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one scope')).toBeInTheDocument();
  });

  it('creates a key, shows its secret once with Copy and the warning, and lists it', async () => {
    let sent: { name: string; scopes: string[]; expiresAt: string } | undefined;
    const created = apiKey('key-9', 'Partner catalogue', { prefix: SECRET.slice(0, 12) });
    const { user } = renderKeys([
      list([PARTNER]),
      mock({
        request: {
          query: CreateApiKeyMutation,
          variables: (variables) => {
            sent = (variables as { input: typeof sent }).input;
            return true;
          },
        },
        result: { data: { createApiKey: { __typename: 'CreatedApiKey', key: SECRET, apiKey: created } } },
      }),
    ]);
    await screen.findByText('Partner sync');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '  Partner catalogue ');
    await user.click(screen.getByRole('checkbox', { name: /stats:read/ }));
    await user.click(screen.getByRole('checkbox', { name: /catalog:read/ }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    const panel = await screen.findByRole('region', { name: 'Your new API key' });
    expect(within(panel).getByText(SECRET)).toBeInTheDocument();
    expect(within(panel).getByText(/it will not be shown again/)).toBeInTheDocument();
    expect(sent).toMatchObject({ name: 'Partner catalogue', scopes: ['catalog:read', 'stats:read'] });
    const expiresInDays = (new Date(sent!.expiresAt).getTime() - Date.parse(TODAY)) / (24 * 3600 * 1000);
    expect(expiresInDays).toBeGreaterThan(89);
    expect(expiresInDays).toBeLessThan(91);
    expect(await screen.findByText('API key created')).toBeInTheDocument();
    expect(rowOf('Partner catalogue').getByText('Active')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(within(panel).getByRole('status')).toHaveTextContent('Copied to the clipboard');

    await user.click(within(panel).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it('revokes a key after the confirmation', async () => {
    const { user } = renderKeys([
      list([PARTNER]),
      mock({
        request: { query: RevokeApiKeyMutation, variables: { id: 'key-1' } },
        result: {
          data: { revokeApiKey: { __typename: 'ApiKey', id: 'key-1', revokedAt: '2026-11-22T15:00:00.000Z' } },
        },
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Revoke Partner sync' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke API key' });
    expect(dialog).toHaveTextContent('Revoke "Partner sync"? Everything that uses this key is refused');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(rowOf('Partner sync').getByText('Revoked')).toBeInTheDocument());
    expect(await screen.findByText('API key revoked')).toBeInTheDocument();
  });

  it('asks a session signed in long ago to confirm it is its owner, then revokes the key', async () => {
    const revoke = { query: RevokeApiKeyMutation, variables: { id: 'key-1' } };
    const { user } = renderKeys([
      list([PARTNER]),
      mock({
        request: revoke,
        result: {
          errors: [{ message: 'For your security…', extensions: { code: 'REAUTHENTICATION_REQUIRED' } }],
        },
      }),
      reauthenticationMethods(),
      mock({
        request: { query: ReauthenticateMutation, variables: { input: { password: 'secret1!' } } },
        result: {
          data: { reauthenticate: { __typename: 'ReauthenticatePayload', until: '2027-03-10T12:05:00.000Z' } },
        },
      }),
      mock({
        request: revoke,
        result: {
          data: { revokeApiKey: { __typename: 'ApiKey', id: 'key-1', revokedAt: '2026-11-22T15:00:00.000Z' } },
        },
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Revoke Partner sync' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke API key' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('region', { name: "Confirm it's you" });
    expect(confirm).toHaveTextContent('API keys reach the whole platform');
    // No failure notice: the page asks instead.
    expect(screen.queryByText('Failed to revoke the API key')).not.toBeInTheDocument();
    await user.type(within(confirm).getByLabelText('Password'), 'secret1!');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(rowOf('Partner sync').getByText('Revoked')).toBeInTheDocument());
    expect(screen.queryByRole('region', { name: "Confirm it's you" })).not.toBeInTheDocument();
  });
});
