import { useMutation, useQuery } from '@apollo/client/react';
import { Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { SettingSwitch } from '../../../../components/SettingSwitch';
import { graphql } from '../../../../gql';
import { devicePushSupported, pushRegistration, subscribeThisDevice, unsubscribeThisDevice } from './devicePush';

export const WebPushPublicKeyQuery = graphql(`
  query WebPushPublicKeyQuery {
    webPushPublicKey
  }
`);

export const SubscribeToPushMutation = graphql(`
  mutation SubscribeToPushMutation($input: PushSubscriptionInput!) {
    subscribeToPush(input: $input) {
      endpoint
      subscribed
    }
  }
`);

export const UnsubscribeFromPushMutation = graphql(`
  mutation UnsubscribeFromPushMutation($endpoint: String!) {
    unsubscribeFromPush(endpoint: $endpoint) {
      endpoint
      subscribed
    }
  }
`);

type State = 'unknown' | 'off' | 'on' | 'denied';

/**
 * 'Notifications on this device': this browser's web push subscription. On asks the browser's permission, subscribes
 * through the app's service worker and gives the subscription to the server; off forgets it on both sides. Hidden
 * where it cannot work: a browser without the Push API, a page without the app's worker (the dev server), or a server
 * with push off.
 */
export function DevicePushSwitch() {
  const { t } = useTranslation('account');
  // A browser without the Push API never asks.
  const { data } = useQuery(WebPushPublicKeyQuery, { skip: !devicePushSupported() });
  const [subscribe] = useMutation(SubscribeToPushMutation);
  const [unsubscribe] = useMutation(UnsubscribeFromPushMutation);
  const [registration, setRegistration] = useState<ServiceWorkerRegistration | null>(null);
  const [state, setState] = useState<State>('unknown');
  // Where the switch stands while a change is under way: it moves at once, and settles where the change ends.
  const [moving, setMoving] = useState<boolean | null>(null);
  const [failed, setFailed] = useState(false);
  const publicKey = data?.webPushPublicKey ?? null;

  useEffect(() => {
    if (!devicePushSupported()) return;
    // Set on unmount: a lookup that ends after it changes nothing.
    const gone = { current: false };
    void pushRegistration().then(async (found) => {
      if (!found) return;
      const current = await found.pushManager.getSubscription();
      if (gone.current) return;
      setRegistration(found);
      if (Notification.permission === 'denied') setState('denied');
      else setState(current && Notification.permission === 'granted' ? 'on' : 'off');
    });
    return () => {
      gone.current = true;
    };
  }, []);

  if (!publicKey || !registration || state === 'unknown') return null;

  const change = async (on: boolean) => {
    // Rendered before the browser answers (which may be at once): the switch then has a change to settle back from.
    flushSync(() => setMoving(on));
    setFailed(false);
    try {
      if (on) {
        const outcome = await subscribeThisDevice(registration, publicKey, (input) =>
          subscribe({ variables: { input } }),
        );
        setState(outcome === 'denied' ? 'denied' : outcome === 'subscribed' ? 'on' : 'off');
      } else {
        await unsubscribeThisDevice(registration, (endpoint) => unsubscribe({ variables: { endpoint } }));
        setState('off');
      }
    } catch {
      setFailed(true);
    } finally {
      setMoving(null);
    }
  };

  return (
    <Stack gap="2">
      <SettingSwitch
        label={t('mails.push.label')}
        description={t('mails.push.description')}
        checked={moving ?? state === 'on'}
        disabled={moving !== null}
        onChange={(checked) => void change(checked)}
      />
      {state === 'denied' ? (
        <Text role="status" fontSize="sm" color="fg.warning">
          {t('mails.push.denied')}
        </Text>
      ) : null}
      {failed ? (
        <Text role="alert" color="fg.error">
          {t('mails.push.failed')}
        </Text>
      ) : null}
    </Stack>
  );
}
