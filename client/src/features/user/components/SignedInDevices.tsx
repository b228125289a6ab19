import { useQuery } from '@apollo/client/react';
import { Badge, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useConfirmDialog } from '../../../components/ConfirmDialog';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { graphql } from '../../../gql';
import type { SignedInDevicesQueryQuery } from '../../../gql/graphql';
import { confirmRevokeOtherSessions, confirmRevokeSession, deviceTexts } from '../deviceTexts';
import { formatDateTime } from '../formatDateTime';
import { useRevokeOtherSessionsMutation, useRevokeSessionMutation } from '../mutations/useRevokeSessionMutations';

export const SignedInDevicesQuery = graphql(`
  query SignedInDevicesQuery {
    mySessions {
      id
      device
      ip
      lastSeenAt
      current
    }
  }
`);

type AccountSession = SignedInDevicesQueryQuery['mySessions'][number];

function DeviceRow({ session, onSignOut }: { session: AccountSession; onSignOut?: () => void }) {
  return (
    <Flex as="li" align="center" justify="space-between" gap="3" py="3" wrap="wrap">
      <Stack gap="0.5">
        <Flex align="center" gap="2">
          <Text fontWeight="semibold">{session.device}</Text>
          {session.current ? <Badge colorPalette="green">This device</Badge> : null}
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          {session.ip ?? deviceTexts.unknownAddress} · Last seen {formatDateTime(session.lastSeenAt)}
        </Text>
      </Stack>
      {onSignOut ? (
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          aria-label={`Sign out ${session.device}`}
          onClick={onSignOut}
        >
          Sign out
        </Button>
      ) : null}
    </Flex>
  );
}

/**
 * 'Signed-in devices' on the profile: the account's sessions that still work (device, address, last seen), this one
 * marked, with 'Sign out' per other device and 'Sign out of all other devices', each confirmed first.
 */
export function SignedInDevices() {
  const headingId = useId();
  const { data, loading, error } = useQuery(SignedInDevicesQuery, { fetchPolicy: 'cache-and-network' });
  const [confirm, confirmDialog] = useConfirmDialog();
  const [revokeSession] = useRevokeSessionMutation();
  const [revokeOtherSessions, { loading: revokingOthers }] = useRevokeOtherSessionsMutation();
  const sessions = data?.mySessions ?? [];
  const others = sessions.filter((session) => !session.current);

  const signOut = async (session: AccountSession) => {
    if (await confirm(confirmRevokeSession(session.device))) await revokeSession(session.id);
  };
  const signOutOthers = async () => {
    if (await confirm(confirmRevokeOtherSessions)) await revokeOtherSessions();
  };

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" width="full">
      <Heading as="h2" id={headingId} size="lg">
        Signed-in devices
      </Heading>
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
        <ListSkeleton label="Loading your devices" rows={2} />
      ) : error ? (
        <Text role="alert" color="fg.error">
          {deviceTexts.loadFailed}
        </Text>
      ) : null}
      {others.length > 0 ? (
        <Button colorPalette="red" variant="outline" loading={revokingOthers} onClick={signOutOthers}>
          Sign out of all other devices
        </Button>
      ) : null}
      {confirmDialog}
    </Stack>
  );
}
