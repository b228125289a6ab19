import { useMutation, useQuery } from '@apollo/client/react';
import { Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../gql';
import { devicePushSupported, pushRegistration, subscribeThisDevice, unsubscribeThisDevice } from './devicePush';
import { SavedSettingSwitch, useSettingChange } from './SavedSettingSwitch';

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
  const setting = useSettingChange();
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

  const save = async (on: boolean) => {
    if (on) {
      const outcome = await subscribeThisDevice(registration, publicKey, (input) =>
        subscribe({ variables: { input } }),
      );
      setState(outcome === 'denied' ? 'denied' : outcome === 'subscribed' ? 'on' : 'off');
    } else {
      await unsubscribeThisDevice(registration, (endpoint) => unsubscribe({ variables: { endpoint } }));
      setState('off');
    }
  };

  return (
    <SavedSettingSwitch
      setting={setting}
      label={t('mails.push.label')}
      description={t('mails.push.description')}
      on={state === 'on'}
      onChange={(on) => void setting.change(on, () => save(on))}
      failedText={t('mails.push.failed')}
    >
      {state === 'denied' ? (
        <Text role="status" fontSize="sm" color="fg.warning">
          {t('mails.push.denied')}
        </Text>
      ) : null}
    </SavedSettingSwitch>
  );
}
