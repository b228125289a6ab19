import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FiKey } from 'react-icons/fi';
import { useSearchParams } from 'react-router';
import { useConfirmDialog } from '../../../../components/ConfirmDialog';
import { graphql } from '../../../../gql';
import { useFormat } from '../../../../i18n/format';
import { withNotices } from '../../../../shared/withNotices';
import { ReauthenticatePanel } from '../../auth/reauth/ReauthenticatePanel';
import { useSensitiveChange } from '../../auth/reauth/useSensitiveChange';
import { ssoErrorText } from '../../auth/ssoErrors';

export const MySsoLinksQuery = graphql(`
  query MySsoLinksQuery {
    me {
      id
      ssoLinks {
        providerId
        providerName
        email
        createdAt
      }
    }
    ssoProviders {
      id
      name
    }
  }
`);

export const StartSsoLinkMutation = graphql(`
  mutation StartSsoLinkMutation($providerId: ID!) {
    startSsoLink(providerId: $providerId)
  }
`);

export const UnlinkSsoMutation = graphql(`
  mutation UnlinkSsoMutation($providerId: ID!) {
    unlinkSso(providerId: $providerId)
  }
`);

/**
 * 'Single sign-on' under Security: each provider, linked (with the email it reported, and Disconnect after a
 * confirmation) or not (Connect: after a recent sign-in, the provider's sign-in, linked to this account on return).
 * Hidden while no provider is configured and none is linked. The outcome of a Connect comes back as `?sso=linked` or
 * `?sso_error=`.
 */
export function SsoLinksCard() {
  const { t } = useTranslation('auth');
  const format = useFormat();
  const headingId = useId();
  const [params] = useSearchParams();
  const { data } = useQuery(MySsoLinksQuery, { fetchPolicy: 'cache-and-network' });
  const [mutate] = useMutation(UnlinkSsoMutation, { refetchQueries: [MySsoLinksQuery] });
  const [startLink] = useMutation(StartSsoLinkMutation);
  const sensitive = useSensitiveChange(t('sso.connectFailed'));
  const [confirm, confirmDialog] = useConfirmDialog();
  const links = data?.me?.ssoLinks ?? [];
  const providers = data?.ssoProviders ?? [];
  if (links.length === 0 && providers.length === 0) return null;
  const linked = new Set(links.map((link) => link.providerId));
  const error = ssoErrorText(t, params.get('sso_error'));

  const connect = (providerId: string) =>
    sensitive.run(async () => {
      const { data: started } = await startLink({ variables: { providerId } });
      if (started) window.location.assign(started.startSsoLink);
    });

  const disconnect = async (providerId: string, name: string) => {
    const confirmation = {
      title: t('sso.confirmUnlink.title', { name }),
      message: t('sso.confirmUnlink.message', { name }),
      confirmLabel: t('sso.confirmUnlink.confirm'),
      cancelLabel: t('sso.confirmUnlink.cancel'),
    };
    if (!(await confirm(confirmation))) return;
    await withNotices({ success: t('sso.unlinked', { name }), failure: t('sso.unlinkFailed') }, () =>
      mutate({ variables: { providerId } }),
    );
  };

  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Body gap="3">
        <Heading as="h3" id={headingId} size="md">
          {t('sso.profileHeading')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('sso.profileIntro')}
        </Text>
        {sensitive.asking ? (
          <ReauthenticatePanel
            reason={t('sso.connectReason')}
            onDone={() => void sensitive.resume()}
            onCancel={sensitive.cancel}
          />
        ) : null}
        {error ? (
          <Alert.Root recipe={alertSlotRecipe} status="error" variant="subtle">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        ) : params.get('sso') === 'linked' ? (
          <Alert.Root recipe={alertSlotRecipe} status="success" variant="subtle">
            <Alert.Indicator />
            <Alert.Title>{t('sso.connectedNotice')}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Stack as="ul" listStyleType="none" gap="0" px="3" divideY="1px" borderWidth="1px" rounded="md">
          {links.map((link) => (
            <Flex as="li" key={link.providerId} align="center" justify="space-between" gap="3" py="3" wrap="wrap">
              <Stack gap="0.5" minW="0" flex="1">
                <Flex align="center" gap="2">
                  <FiKey aria-hidden />
                  <Text fontWeight="semibold">{link.providerName}</Text>
                  <Badge colorPalette="green">{t('sso.connected')}</Badge>
                </Flex>
                <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                  {link.email} · {t('sso.linkedSince', { date: format.dateTime(link.createdAt) })}
                </Text>
              </Stack>
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                onClick={() => disconnect(link.providerId, link.providerName)}
              >
                {t('sso.disconnect')}
              </Button>
            </Flex>
          ))}
          {providers
            .filter((provider) => !linked.has(provider.id))
            .map((provider) => (
              <Flex as="li" key={provider.id} align="center" justify="space-between" gap="3" py="3" wrap="wrap">
                <Flex align="center" gap="2">
                  <FiKey aria-hidden />
                  <Text fontWeight="semibold">{provider.name}</Text>
                </Flex>
                <Button size="sm" variant="outline" onClick={() => void connect(provider.id)}>
                  {t('sso.connect', { name: provider.name })}
                </Button>
              </Flex>
            ))}
        </Stack>
        {confirmDialog}
      </Card.Body>
    </Card.Root>
  );
}
