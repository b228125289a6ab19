import { useMutation, useQuery } from '@apollo/client/react';
import { Stack, Switch, Text } from '@chakra-ui/react';
import { switchSlotRecipe } from '@chakra-ui/react/theme';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileSection } from '../../../../components/ui/profile-section';
import { ListSkeleton } from '../../../../components/ui/skeletons';
import { graphql } from '../../../../gql';
import type { MailKind } from '../../../../gql/graphql';
import { DevicePushSwitch } from './DevicePushSwitch';
import { IdleReminderDays } from './IdleReminderDays';
import { PushChannelSwitch } from './PushChannelSwitch';

export const MailPreferencesQuery = graphql(`
  query MailPreferencesQuery {
    mailPreferences {
      kind
      subscribed
    }
  }
`);

export const SetMailPreferenceMutation = graphql(`
  mutation SetMailPreferenceMutation($kind: MailKind!, $subscribed: Boolean!) {
    setMailPreference(kind: $kind, subscribed: $subscribed) {
      kind
      subscribed
    }
  }
`);

/**
 * 'Emails' on the profile: a switch for each kind of mail the account's role gets that can be turned off (the same
 * switches a mail's unsubscribe link flips), the reminders' break in days while they are on (IdleReminderDays). A
 * switch moves at once; a failed save says so and moves it back. Below them, this device's web push
 * (DevicePushSwitch) and the account's push channel (PushChannelSwitch).
 */
export function MailPreferences() {
  const { t } = useTranslation('account');
  const headingId = useId();
  const { data, error } = useQuery(MailPreferencesQuery, { fetchPolicy: 'cache-and-network' });
  const [setPreference] = useMutation(SetMailPreferenceMutation);
  const [saving, setSaving] = useState<MailKind | null>(null);
  const [failed, setFailed] = useState(false);

  const change = async (kind: MailKind, subscribed: boolean) => {
    setSaving(kind);
    setFailed(false);
    try {
      // The switch moves at once; a failed save rolls the optimistic answer back, and the switch with it.
      await setPreference({
        variables: { kind, subscribed },
        optimisticResponse: { setMailPreference: { __typename: 'MailSubscription', kind, subscribed } },
      });
    } catch {
      setFailed(true);
    } finally {
      setSaving(null);
    }
  };

  return (
    <ProfileSection headingId={headingId} heading={t('mails.heading')} intro={t('mails.intro')}>
      {data ? (
        <Stack gap="0" px="4" divideY="1px" borderWidth="1px" borderColor="border" rounded="md">
          {data.mailPreferences.map((preference) => (
            <Stack key={preference.kind} gap="0">
              <Switch.Root
                recipe={switchSlotRecipe}
                colorPalette="brand"
                checked={preference.subscribed}
                disabled={saving === preference.kind}
                onCheckedChange={({ checked }) => void change(preference.kind, checked)}
                display="flex"
                justifyContent="space-between"
                alignItems="center"
                gap="4"
                py="3"
              >
                <Switch.HiddenInput aria-describedby={`${headingId}-${preference.kind}`} />
                <Stack gap="0.5">
                  <Switch.Label fontWeight="medium">{t(`mails.kinds.${preference.kind}.label`)}</Switch.Label>
                  <Text id={`${headingId}-${preference.kind}`} fontSize="sm" color="fg.muted">
                    {t(`mails.kinds.${preference.kind}.description`)}
                  </Text>
                </Stack>
                <Switch.Control flexShrink={0} />
              </Switch.Root>
              {preference.kind === 'IDLE_NUDGE' && preference.subscribed ? <IdleReminderDays /> : null}
            </Stack>
          ))}
        </Stack>
      ) : error ? (
        <Text role="alert" color="fg.error">
          {t('mails.loadFailed')}
        </Text>
      ) : (
        <ListSkeleton label={t('mails.loading')} rows={2} />
      )}
      {failed ? (
        <Text role="alert" color="fg.error">
          {t('mails.saveFailed')}
        </Text>
      ) : null}
      <DevicePushSwitch />
      <PushChannelSwitch />
    </ProfileSection>
  );
}
