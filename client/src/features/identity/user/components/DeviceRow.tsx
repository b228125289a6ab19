import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Badge, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../gql';
import { useFormat } from '../../../../i18n/format';

/** A signed-in device as the lists show it (the learner's own, an admin's view of a learner's). */
export const DeviceRowFragment = graphql(`
  fragment DeviceRow_session on AccountSession {
    id
    device
    ip
    lastSeenAt
    current
    downloads
    playing
  }
`);

/** One device: its name (this one marked), address and last use, what it plays and keeps, and 'Sign out'. */
export function DeviceRow({
  session: ref,
  onSignOut,
}: {
  session: FragmentType<typeof DeviceRowFragment>;
  onSignOut?: () => void;
}) {
  const { t } = useTranslation('devices');
  const format = useFormat();
  const { data: session, complete } = useFragment({ fragment: DeviceRowFragment, from: ref });
  if (!complete) return null;
  const details = [
    session.ip ?? t('unknownAddress'),
    t('lastSeen', { when: format.dateTime(session.lastSeenAt) }),
    ...(session.downloads ? [t('downloads', { count: session.downloads })] : []),
  ];
  return (
    <Flex as="li" align="center" justify="space-between" gap="3" py="3" wrap="wrap">
      <Stack gap="0.5">
        <Flex align="center" gap="2" wrap="wrap">
          <Text fontWeight="semibold">{session.device}</Text>
          {session.current ? <Badge colorPalette="green">{t('thisDevice')}</Badge> : null}
          {session.playing ? <Badge colorPalette="brand">{t('playing')}</Badge> : null}
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          {details.join(' · ')}
        </Text>
      </Stack>
      {onSignOut ? (
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          aria-label={t('signOutNamed', { device: session.device })}
          onClick={onSignOut}
        >
          {t('signOut')}
        </Button>
      ) : null}
    </Flex>
  );
}
