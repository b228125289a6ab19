import { useQuery } from '@apollo/client/react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmDialog } from '../../../../components/ConfirmDialog';
import { ProfileSection } from '../../../../components/ui/profile-section';
import { ListSkeleton } from '../../../../components/ui/skeletons';
import { graphql } from '../../../../gql';
import type { SignedInDevicesQueryQuery } from '../../../../gql/graphql';
import { useRevokeOtherSessionsMutation, useRevokeSessionMutation } from '../mutations/useRevokeSessionMutations';
import { DeviceRow } from './DeviceRow';

export const SignedInDevicesQuery = graphql(`
  query SignedInDevicesQuery {
    mySessions {
      id
      device
      current
      ...DeviceRow_session
    }
  }
`);

type AccountSession = SignedInDevicesQueryQuery['mySessions'][number];

/**
 * 'Signed-in devices' on the profile: the account's sessions that still work (device, address, last seen, what each
 * plays and keeps downloaded), this one marked, with 'Sign out' per other device and 'Sign out of all other devices',
 * each confirmed first.
 */
export function SignedInDevices() {
  const { t } = useTranslation('devices');
  const headingId = useId();
  const { data, loading, error } = useQuery(SignedInDevicesQuery, { fetchPolicy: 'cache-and-network' });
  const [confirm, confirmDialog] = useConfirmDialog();
  const [revokeSession] = useRevokeSessionMutation();
  const [revokeOtherSessions, { loading: revokingOthers }] = useRevokeOtherSessionsMutation();
  const sessions = data?.mySessions ?? [];
  const others = sessions.filter((session) => !session.current);

  const signOut = async (session: AccountSession) => {
    const confirmed = await confirm({
      title: t('confirmOne.title'),
      message: t('confirmOne.message', { device: session.device }),
      confirmLabel: t('confirmOne.confirm'),
      cancelLabel: t('confirmOne.cancel'),
    });
    if (confirmed) await revokeSession(session.id);
  };
  const signOutOthers = async () => {
    const confirmed = await confirm({
      title: t('confirmOthers.title'),
      message: t('confirmOthers.message'),
      confirmLabel: t('confirmOthers.confirm'),
      cancelLabel: t('confirmOthers.cancel'),
    });
    if (confirmed) await revokeOtherSessions();
  };

  return (
    <ProfileSection headingId={headingId} heading={t('heading')}>
      {data ? (
        <Stack
          as="ul"
          listStyleType="none"
          gap="0"
          px="3"
          divideY="1px"
          borderWidth="1px"
          borderColor="border"
          rounded="md"
          aria-labelledby={headingId}
        >
          {sessions.map((session) => (
            <DeviceRow
              key={session.id}
              session={session}
              onSignOut={session.current ? undefined : () => signOut(session)}
            />
          ))}
        </Stack>
      ) : loading ? (
        <ListSkeleton label={t('loading')} rows={2} />
      ) : error ? (
        <Text role="alert" color="fg.error">
          {t('loadFailed')}
        </Text>
      ) : null}
      {others.length > 0 ? (
        <Button colorPalette="red" variant="outline" loading={revokingOthers} onClick={signOutOthers}>
          {t('signOutOthers')}
        </Button>
      ) : null}
      {confirmDialog}
    </ProfileSection>
  );
}
