import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../../test/fixtures';
import { type Mocks, mock } from '../../../../test/mocks';
import { profileData, profileSectionsMocks } from '../../../../test/profileFixtures';
import { renderApp } from '../../../../test/renderApp';
import { ProfilePageQuery } from '../../../account/pages/ProfilePage';
import { SubscribeToPushMutation, UnsubscribeFromPushMutation, WebPushPublicKeyQuery } from './DevicePushSwitch';

/**
 * jsdom has no Push API, no notifications and no service worker: these tests stand in for exactly those browser APIs
 * (window.PushManager, window.Notification, navigator.serviceWorker and the registration's pushManager), and nothing
 * of the app's own.
 */
const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const ENDPOINT = 'https://push.example.test/send/device-1';
const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

function browser({ permission = 'default', answer = 'granted', subscribed = false } = {}) {
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }),
    unsubscribe: vi.fn(async () => true),
  };
  let current = subscribed ? subscription : null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => {
      current = subscription;
      return subscription;
    }),
  };
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', notification);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: vi.fn(async () => ({ pushManager })) },
  });
  return { pushManager, notification, subscription };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function renderProfile(mocks: Mocks, key: string | null = KEY) {
  return renderApp({
    path: '/user/profile',
    session: makeUser('USER'),
    mocks: [
      mock({ request: { query: ProfilePageQuery }, result: { data: profileData() } }),
      mock({ request: { query: WebPushPublicKeyQuery }, result: { data: { webPushPublicKey: key } } }),
      ...mocks,
      ...profileSectionsMocks(),
    ],
  });
}

const device = (subscribed: boolean) => ({ __typename: 'PushDevice' as const, endpoint: ENDPOINT, subscribed });

describe("the profile's 'Notifications on this device' switch", () => {
  it('asks permission, subscribes through the worker with the server key, tells the server; off undoes both', async () => {
    const { pushManager, notification, subscription } = browser();
    renderProfile([
      mock({
        request: { query: SubscribeToPushMutation, variables: { input: { endpoint: ENDPOINT, keys: KEYS } } },
        result: { data: { subscribeToPush: device(true) } },
      }),
      mock({
        request: { query: UnsubscribeFromPushMutation, variables: { endpoint: ENDPOINT } },
        result: { data: { unsubscribeFromPush: device(false) } },
      }),
    ]);
    const toggle = await screen.findByRole('checkbox', { name: 'Notifications on this device' });
    expect(toggle).not.toBeChecked();

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(notification.requestPermission).toHaveBeenCalledOnce();
    const [options] = pushManager.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(options.userVisibleOnly).toBe(true);
    expect(Buffer.from(options.applicationServerKey as Uint8Array).toString('base64url')).toBe(KEY);

    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    await waitFor(() => expect(subscription.unsubscribe).toHaveBeenCalledOnce());
  });

  it('says so in plain words when the browser blocks notifications, and subscribes nothing', async () => {
    const { pushManager } = browser({ answer: 'denied' });
    renderProfile([]);
    const toggle = await screen.findByRole('checkbox', { name: 'Notifications on this device' });
    await userEvent.click(toggle);
    expect(await screen.findByRole('status')).toHaveTextContent(
      "Notifications are blocked for this site in your browser. Allow them in the browser's site settings, then turn this on.",
    );
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('shows an existing subscription as on', async () => {
    browser({ permission: 'granted', subscribed: true });
    renderProfile([]);
    expect(await screen.findByRole('checkbox', { name: 'Notifications on this device' })).toBeChecked();
  });

  it('is not there when the server has push off', async () => {
    browser();
    renderProfile([], null);
    await screen.findByRole('checkbox', { name: 'Weekly digest' });
    expect(screen.queryByRole('checkbox', { name: 'Notifications on this device' })).toBeNull();
  });

  it('is not there in a browser without the Push API (and asks the server nothing)', async () => {
    renderProfile([]);
    await screen.findByRole('checkbox', { name: 'Weekly digest' });
    expect(screen.queryByRole('checkbox', { name: 'Notifications on this device' })).toBeNull();
  });
});
