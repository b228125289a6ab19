import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Mocks, mock } from '../../../../test/mocks';
import { renderApp } from '../../../../test/renderApp';
import { WebPushPublicKeyQuery } from './DevicePushSwitch';
import { NotificationChannelsQuery, PushChannelSwitch, SetNotificationChannelMutation } from './PushChannelSwitch';

const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const LABEL = 'Notifications on all my devices';

const setting = (enabled: boolean) => ({
  __typename: 'NotificationChannelSetting' as const,
  channel: 'PUSH' as const,
  enabled,
});
const channels = (enabled: boolean) =>
  mock({
    request: { query: NotificationChannelsQuery },
    result: { data: { notificationChannels: [setting(enabled)] } },
  });

const renderSwitch = (key: string | null, mocks: Mocks) =>
  renderApp({
    session: 'USER',
    mocks: [mock({ request: { query: WebPushPublicKeyQuery }, result: { data: { webPushPublicKey: key } } }), ...mocks],
    routes: [{ path: '/', element: <PushChannelSwitch /> }],
  });

describe("the profile's 'Notifications on all my devices' switch", () => {
  it('shows the channel and pauses it on every device, then turns it back on', async () => {
    const { user } = renderSwitch(KEY, [
      channels(true),
      mock({
        request: { query: SetNotificationChannelMutation, variables: { enabled: false } },
        result: { data: { setNotificationChannel: setting(false) } },
      }),
      mock({
        request: { query: SetNotificationChannelMutation, variables: { enabled: true } },
        result: { data: { setNotificationChannel: setting(true) } },
      }),
    ]);
    const toggle = await screen.findByRole('checkbox', { name: LABEL });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
  });

  it('moves back and says so when the change is not saved', async () => {
    const { user } = renderSwitch(KEY, [
      channels(true),
      mock({
        request: { query: SetNotificationChannelMutation, variables: { enabled: false } },
        error: new Error('offline'),
      }),
    ]);
    const toggle = await screen.findByRole('checkbox', { name: LABEL });
    await user.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent('That change was not saved. Try again.');
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('is not there when the server has push off', async () => {
    renderSwitch(null, [channels(true)]);
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: LABEL })).toBeNull());
  });
});
