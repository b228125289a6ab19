import { useMutation, useQuery } from '@apollo/client/react';
import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingSwitch } from '../../../../components/SettingSwitch';
import { graphql } from '../../../../gql';
import { WebPushPublicKeyQuery } from './DevicePushSwitch';

export const NotificationChannelsQuery = graphql(`
  query NotificationChannelsQuery {
    notificationChannels {
      channel
      enabled
    }
  }
`);

export const SetNotificationChannelMutation = graphql(`
  mutation SetNotificationChannelMutation($enabled: Boolean!) {
    setNotificationChannel(channel: PUSH, enabled: $enabled) {
      channel
      enabled
    }
  }
`);

/**
 * 'Notifications on all my devices': the account's push channel, which pauses every device's notifications at once
 * (from any browser, one without the Push API included) and resumes them; turning a device on turns it back on too.
 * Hidden when the server has push off.
 */
export function PushChannelSwitch() {
  const { t } = useTranslation('account');
  const key = useQuery(WebPushPublicKeyQuery);
  const { data } = useQuery(NotificationChannelsQuery, { skip: !key.data?.webPushPublicKey });
  const [setChannel] = useMutation(SetNotificationChannelMutation);
  const [failed, setFailed] = useState(false);
  // Where the switch stands while the change is saved: it moves at once, and settles on what the server keeps.
  const [moving, setMoving] = useState<boolean | null>(null);
  // PUSH is the only channel today.
  const [push] = data?.notificationChannels ?? [];
  if (!key.data?.webPushPublicKey || !push) return null;

  const change = async (enabled: boolean) => {
    setMoving(enabled);
    setFailed(false);
    try {
      await setChannel({
        variables: { enabled },
        // A setting has no id of its own to be merged by: the list is written with the answer.
        update: (cache, { data: answer }) => {
          if (!answer) return;
          cache.writeQuery({
            query: NotificationChannelsQuery,
            data: { notificationChannels: [answer.setNotificationChannel] },
          });
        },
      });
    } catch {
      setFailed(true);
    } finally {
      setMoving(null);
    }
  };

  return (
    <Stack gap="2">
      <SettingSwitch
        label={t('mails.pushChannel.label')}
        description={t('mails.pushChannel.description')}
        checked={moving ?? push.enabled}
        disabled={moving !== null}
        onChange={(checked) => void change(checked)}
      />
      {failed ? (
        <Text role="alert" color="fg.error">
          {t('mails.pushChannel.failed')}
        </Text>
      ) : null}
    </Stack>
  );
}
