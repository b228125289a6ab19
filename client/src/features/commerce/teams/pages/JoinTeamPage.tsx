import { useQuery } from '@apollo/client/react';
import { Button, Card, Heading, HStack, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { teamMessages } from '@coursehub/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeading } from '../../../../components/ui/page-heading';
import { RetryNotice } from '../../../../components/ui/retry-notice';
import { errorCode, errorMessage } from '../../../../shared/errors';
import { type InvitationRef, useJoinTeamMutation } from '../mutations/useTeamMutations';
import { TeamInvitationQuery } from '../teamDocuments';

function Outcome({ message, to, label }: { message: string; to: string; label: string }) {
  return (
    <Stack gap="4" align="center" textAlign="center">
      <Text>{message}</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={to}>{label}</RouterLink>
      </Button>
    </Stack>
  );
}

/** The invitation the address names: the mail's or join link's `token`, else the inbox's `invitation` id. */
function invitationOf(params: URLSearchParams): InvitationRef | null {
  const token = params.get('token')?.trim();
  if (token) return { token };
  const invitationId = params.get('invitation')?.trim();
  return invitationId ? { invitationId } : null;
}

/**
 * /team/join?token=… (from the mail or a join link) or ?invitation=… (from the inbox): who invites to which team, the
 * seats free, and Join. A learner with a subscription of their own is told before joining that it keeps running; one
 * in another team is asked to leave it first.
 */
export function JoinTeamPage() {
  const { t } = useTranslation('teams');
  const [params] = useSearchParams();
  const invitationRef = invitationOf(params);
  const { data, error, refetch } = useQuery(TeamInvitationQuery, {
    variables: invitationRef ?? {},
    skip: !invitationRef,
  });
  const [join, { loading }] = useJoinTeamMutation();
  const [joined, setJoined] = useState(false);
  const invitation = data?.teamInvitation;

  let body: ReactNode;
  if (!invitationRef) body = <Text textAlign="center">{t('noToken')}</Text>;
  else if (joined) body = <Outcome message={t('joinedTeam')} to="/courses" label={t('goToCourses')} />;
  else if (!invitation) {
    body = error ? (
      errorCode(error) === 'BAD_USER_INPUT' ? (
        <Text textAlign="center" role="alert">
          {errorMessage(error, teamMessages.invitationInvalid)}
        </Text>
      ) : (
        <RetryNotice message={t('joinFailed')} onRetry={() => refetch()} />
      )
    ) : (
      <Stack gap="3" aria-busy="true">
        <VisuallyHidden>{t('joinLoading')}</VisuallyHidden>
        <Skeleton h="6" w="3/4" mx="auto" />
        <Skeleton h="24" borderRadius="lg" />
      </Stack>
    );
  } else if (invitation.alreadyMember) {
    body = <Outcome message={t('alreadyMember')} to="/team" label={t('goToTeam')} />;
  } else if (invitation.inAnotherTeam) {
    body = <Outcome message={t('inAnotherTeam')} to="/team" label={t('goToTeam')} />;
  } else {
    body = (
      <Stack gap="4">
        <Stack gap="1" textAlign="center">
          <Heading as="h2" size="lg">
            {t('joinInvite', { owner: invitation.ownerName, team: invitation.teamName })}
          </Heading>
          <Text color="fg.muted">{t('joinWhat')}</Text>
        </Stack>
        {invitation.hasOwnSubscription ? (
          <Stack role="note" gap="1" layerStyle="surface.brand" p="4">
            <Text fontWeight="semibold">{t('ownSubscriptionTitle')}</Text>
            <Text>{t('ownSubscriptionNotice')}</Text>
          </Stack>
        ) : null}
        <HStack justify="center" gap="3" wrap="wrap">
          {invitation.seatsFree > 0 ? (
            <>
              <Text color="fg.muted">{t('joinSeatsFree', { count: invitation.seatsFree })}</Text>
              <Button
                colorPalette="brand"
                size="lg"
                loading={loading}
                onClick={async () => setJoined(await join(invitationRef))}
              >
                {t('join')}
              </Button>
            </>
          ) : (
            <Text role="alert">{t('joinNoSeats')}</Text>
          )}
        </HStack>
      </Stack>
    );
  }

  return (
    <Stack gap="8" maxW="xl" mx="auto" w="full">
      <PageHeading>{t('joinHeading')}</PageHeading>
      <Card.Root>
        <Card.Body>{body}</Card.Body>
      </Card.Root>
    </Stack>
  );
}
