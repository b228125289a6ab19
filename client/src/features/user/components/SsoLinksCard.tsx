import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { useId } from 'react';
import { FiKey } from 'react-icons/fi';
import { useSearchParams } from 'react-router';
import { useConfirmDialog } from '../../../components/ConfirmDialog';
import { graphql } from '../../../gql';
import { withNotices } from '../../../shared/withNotices';
import { ssoStartUrl } from '../../auth/components/SsoButtons';
import { ssoErrorText, ssoTexts } from '../../auth/ssoTexts';
import { formatDateTime } from '../formatDateTime';

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

export const UnlinkSsoMutation = graphql(`
  mutation UnlinkSsoMutation($providerId: ID!) {
    unlinkSso(providerId: $providerId)
  }
`);

/**
 * 'Single sign-on' on the profile: each provider, linked (with the email it reported, and Disconnect after a
 * confirmation) or not (Connect: the provider's sign-in, linked to this account on return). Hidden while no provider
 * is configured and none is linked. The outcome of a Connect comes back as `?sso=linked` or `?sso_error=`.
 */
export function SsoLinksCard() {
  const headingId = useId();
  const [params] = useSearchParams();
  const { data } = useQuery(MySsoLinksQuery, { fetchPolicy: 'cache-and-network' });
  const [mutate] = useMutation(UnlinkSsoMutation, { refetchQueries: [MySsoLinksQuery] });
  const [confirm, confirmDialog] = useConfirmDialog();
  const links = data?.me?.ssoLinks ?? [];
  const providers = data?.ssoProviders ?? [];
  if (links.length === 0 && providers.length === 0) return null;
  const linked = new Set(links.map((link) => link.providerId));
  const error = ssoErrorText(params.get('sso_error'));

  const disconnect = async (providerId: string, name: string) => {
    if (!(await confirm(ssoTexts.confirmUnlink(name)))) return;
    await withNotices({ success: ssoTexts.unlinked(name), failure: ssoTexts.unlinkFailed }, () =>
      mutate({ variables: { providerId } }),
    );
  };

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" width="full">
      <Heading as="h2" id={headingId} size="lg">
        {ssoTexts.profileHeading}
      </Heading>
      <Text color="fg.muted">{ssoTexts.profileIntro}</Text>
      {error ? (
        <Alert.Root recipe={alertSlotRecipe} status="error" variant="subtle">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      ) : params.get('sso') === 'linked' ? (
        <Alert.Root recipe={alertSlotRecipe} status="success" variant="subtle">
          <Alert.Indicator />
          <Alert.Title>{ssoTexts.connectedNotice}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Stack as="ul" listStyleType="none" gap="0" px="3" divideY="1px" borderWidth="1px" rounded="md">
        {links.map((link) => (
          <Flex as="li" key={link.providerId} align="center" justify="space-between" gap="3" py="3" wrap="wrap">
            <Stack gap="0.5" minW="0" flex="1">
              <Flex align="center" gap="2">
                <FiKey aria-hidden />
                <Text fontWeight="semibold">{link.providerName}</Text>
                <Badge colorPalette="green">Connected</Badge>
              </Flex>
              <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                {link.email} · {ssoTexts.linkedSince(formatDateTime(link.createdAt))}
              </Text>
            </Stack>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={() => disconnect(link.providerId, link.providerName)}
            >
              {ssoTexts.disconnect}
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
              <Button asChild size="sm" variant="outline">
                <a href={ssoStartUrl(provider.id, true)}>{ssoTexts.connect(provider.name)}</a>
              </Button>
            </Flex>
          ))}
      </Stack>
      {confirmDialog}
    </Stack>
  );
}
