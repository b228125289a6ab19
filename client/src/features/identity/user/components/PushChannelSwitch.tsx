import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../gql';
import { WebPushPublicKeyQuery } from './DevicePushSwitch';
import { SavedSettingSwitch, useSettingChange } from './SavedSettingSwitch';

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
  const setting = useSettingChange();
  // PUSH is the only channel today.
  const [push] = data?.notificationChannels ?? [];
  if (!key.data?.webPushPublicKey || !push) return null;

  const save = (enabled: boolean) =>
    setChannel({
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

  return (
    <SavedSettingSwitch
      setting={setting}
      label={t('mails.pushChannel.label')}
      description={t('mails.pushChannel.description')}
      on={push.enabled}
      onChange={(enabled) => void setting.change(enabled, () => save(enabled))}
      failedText={t('mails.pushChannel.failed')}
    />
  );
}
