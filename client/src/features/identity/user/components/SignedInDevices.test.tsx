import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../../test/fixtures';
import { type Mocks, mock } from '../../../../test/mocks';
import { profileData, profileSectionsMocks } from '../../../../test/profileFixtures';
import { renderApp } from '../../../../test/renderApp';
import { ProfilePageQuery } from '../../../account/pages/ProfilePage';
import { RevokeOtherSessionsMutation, RevokeSessionMutation } from '../mutations/useRevokeSessionMutations';
import { SignedInDevicesQuery } from './SignedInDevices';

const session = (
  id: string,
  device: string,
  overrides: { ip?: string | null; current?: boolean; downloads?: number; playing?: boolean } = {},
) => ({
  __typename: 'AccountSession' as const,
  id,
  device,
  ip: '203.0.113.7',
  lastSeenAt: '2027-03-10T12:00:00.000Z',
  current: false,
  downloads: 0,
  playing: false,
  ...overrides,
});

const SESSIONS = [
  session('s-here', 'Firefox on Linux', { current: true }),
  session('s-phone', 'Chrome on Android', { ip: '198.51.100.4', downloads: 3, playing: true }),
  session('s-tablet', 'Safari on iPad', { ip: null }),
];

function renderDevices(mocks: Mocks = [], sessions = SESSIONS) {
  return renderApp({
    path: '/user/profile',
    session: makeUser('USER'),
    mocks: [
      mock({ request: { query: ProfilePageQuery }, result: { data: profileData() } }),
      mock({ request: { query: SignedInDevicesQuery }, result: { data: { mySessions: sessions } } }),
      ...mocks,
      ...profileSectionsMocks(),
    ],
  });
}

async function deviceList() {
  return screen.findByRole('list', { name: 'Signed-in devices' });
}

const rowOf = (list: HTMLElement, device: string) =>
  within(list)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(device)) as HTMLElement;

describe('signed-in devices on the profile', () => {
  it("lists each device with its address and last use, marks this one, and offers 'Sign out' for the others", async () => {
    renderDevices();
    const list = await deviceList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const here = rowOf(list, 'Firefox on Linux');
    expect(within(here).getByText('This device')).toBeInTheDocument();
    expect(within(here).queryByRole('button')).not.toBeInTheDocument();
    const phone = rowOf(list, 'Chrome on Android');
    expect(phone).toHaveTextContent(/198\.51\.100\.4 · Last seen Mar 10, 2027.* · 3 downloads/);
    expect(within(phone).getByText('Watching or downloading')).toBeInTheDocument();
    expect(here).not.toHaveTextContent(/download|Watching or downloading/);
    expect(within(phone).getByRole('button', { name: 'Sign out Chrome on Android' })).toBeEnabled();
    expect(rowOf(list, 'Safari on iPad')).toHaveTextContent('Unknown address');
    expect(screen.getByRole('button', { name: 'Sign out of all other devices' })).toBeEnabled();
  });

  it('signs one device out after confirmation, and it leaves the list', async () => {
    const { user } = renderDevices([
      mock({
        request: { query: RevokeSessionMutation, variables: { id: 's-phone' } },
        result: { data: { revokeSession: { __typename: 'RevokeSessionPayload', id: 's-phone' } } },
      }),
    ]);
    const list = await deviceList();
    await user.click(within(list).getByRole('button', { name: 'Sign out Chrome on Android' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Sign out Chrome on Android? It will need to log in again.');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('That device is signed out.')).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByText('Chrome on Android')).not.toBeInTheDocument());
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('keeps the device when the user declines', async () => {
    const { user } = renderDevices();
    const list = await deviceList();
    await user.click(within(list).getByRole('button', { name: 'Sign out Chrome on Android' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Keep signed in' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(list).getByText('Chrome on Android')).toBeInTheDocument();
  });

  it("removes a device that had ended meanwhile (NOT_FOUND), with the server's message", async () => {
    const { user } = renderDevices([
      mock({
        request: { query: RevokeSessionMutation, variables: { id: 's-phone' } },
        result: { errors: [{ message: 'Session not found', extensions: { code: 'NOT_FOUND' } }] },
      }),
    ]);
    const list = await deviceList();
    await user.click(within(list).getByRole('button', { name: 'Sign out Chrome on Android' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Session not found')).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByText('Chrome on Android')).not.toBeInTheDocument());
  });

  it('signs out of all other devices after confirmation: only this one stays, and the button goes', async () => {
    const { user } = renderDevices([
      mock({
        request: { query: RevokeOtherSessionsMutation },
        result: {
          data: {
            revokeOtherSessions: {
              __typename: 'RevokeOtherSessionsPayload',
              sessions: [{ __typename: 'AccountSession', id: 's-here' }],
            },
          },
        },
      }),
    ]);
    const list = await deviceList();
    await user.click(screen.getByRole('button', { name: 'Sign out of all other devices' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Sign out of all other devices? Each of them will need to log in again.');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out all' }));
    expect(await screen.findByText('Every other device is signed out.')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).getByText('This device')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out of all other devices' })).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to sign out the other devices' and keeps the list", async () => {
    const { user } = renderDevices([
      mock({ request: { query: RevokeOtherSessionsMutation }, error: new TypeError('Failed to fetch') }),
    ]);
    const list = await deviceList();
    await user.click(screen.getByRole('button', { name: 'Sign out of all other devices' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign out all' }));
    expect(await screen.findByText('Failed to sign out the other devices')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('offers no sign-out of others when this is the only device', async () => {
    renderDevices([], [session('s-here', 'Firefox on Linux', { current: true })]);
    const list = await deviceList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Sign out of all other devices' })).not.toBeInTheDocument();
  });

  it('says so when the devices cannot be loaded', async () => {
    renderApp({
      path: '/user/profile',
      session: makeUser('USER'),
      mocks: [
        mock({ request: { query: ProfilePageQuery }, result: { data: profileData() } }),
        mock({ request: { query: SignedInDevicesQuery }, error: new TypeError('Failed to fetch') }),
        ...profileSectionsMocks(),
      ],
    });
    expect(await screen.findByText('Could not load your signed-in devices.')).toBeInTheDocument();
  });
});
