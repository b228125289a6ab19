import { useQuery } from '@apollo/client/react';
import { SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmDialog } from '../../../../components/ConfirmDialog';
import { PageIntro } from '../../../../components/ui/page-intro';
import { RetryNotice } from '../../../../components/ui/retry-notice';
import { useSession } from '../../../identity/auth/session/SessionProvider';
import { BuyTeamForm } from '../components/BuyTeamForm';
import { ChangeSeatsForm } from '../components/ChangeSeatsForm';
import { InviteMembersForm } from '../components/InviteMembersForm';
import { JoinLinkPanel } from '../components/JoinLinkPanel';
import { TeamMembersList } from '../components/TeamMembersList';
import { TeamOverview } from '../components/TeamOverview';
import { TeamSeatCard } from '../components/TeamSeatCard';
import { useRemoveTeamMemberMutation } from '../mutations/useTeamMutations';
import { TeamPageQuery } from '../teamDocuments';

function TeamPageSkeleton() {
  const { t } = useTranslation('teams');
  return (
    <Stack gap="4" aria-busy="true">
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      <Skeleton h="48" borderRadius="lg" />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Skeleton h="40" borderRadius="lg" />
        <Skeleton h="40" borderRadius="lg" />
      </SimpleGrid>
      <Skeleton h="56" borderRadius="lg" />
    </Stack>
  );
}

/**
 * /team: the owner's seat manager (the team at a glance, seats, invitations, the join link, members with their
 * learning and the CSV export), a member's own seat (Leave), or, for anyone else, buying a team plan.
 */
export function TeamPage() {
  const { t } = useTranslation('teams');
  const { data: user, role } = useSession();
  // An admin watches everything and never pays: nothing to ask the server.
  const { data, error, refetch } = useQuery(TeamPageQuery, {
    fetchPolicy: 'cache-and-network',
    skip: role === 'ADMIN',
  });
  const [removeMember] = useRemoveTeamMemberMutation();
  const [confirm, confirmDialog] = useConfirmDialog();
  const team = data?.team ?? null;
  const running = team?.status === 'ACTIVE' || team?.status === 'PAST_DUE';
  const seat = data?.teamSeat && !(running && data.teamSeat.isOwner) ? data.teamSeat : null;

  const onRemove = async (member: { userId: string; fullName: string; isOwner: boolean }) => {
    const confirmed = await confirm(
      member.isOwner
        ? {
            title: t('giveUpTitle'),
            message: t('giveUpQuestion'),
            details: t('leaveOwnerDetails'),
            confirmLabel: t('giveUpSeat'),
            cancelLabel: t('cancel'),
          }
        : {
            title: t('removeTitle'),
            message: t('removeQuestion', { name: member.fullName }),
            details: t('removeDetails'),
            confirmLabel: t('remove'),
            cancelLabel: t('cancel'),
          },
    );
    if (confirmed) await removeMember(member.userId, member.userId === user?.id);
  };

  let body: ReactNode;
  if (role === 'ADMIN') {
    body = (
      <Text textAlign="center" borderWidth="1px" borderStyle="dashed" borderRadius="lg" p="6" color="fg.muted">
        {t('adminNote')}
      </Text>
    );
  } else if (!data) {
    body = error ? <RetryNotice message={t('loadFailed')} onRetry={() => refetch()} /> : <TeamPageSkeleton />;
  } else if (team && running) {
    body = (
      <Stack gap="4">
        <TeamOverview team={team} />
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
          <InviteMembersForm invitations={team.invitations} />
          <Stack gap="4">
            <JoinLinkPanel joinLink={team.joinLink} />
            {team.status === 'ACTIVE' ? (
              <ChangeSeatsForm
                key={`${team.seats}-${team.renewalSeats}`}
                seats={team.seats}
                renewalSeats={team.renewalSeats}
                seatsUsed={team.seatsUsed}
                price={data.subscriptionPlan.price}
                currency={data.subscriptionPlan.currency}
                currentPeriodEnd={team.currentPeriodEnd}
              />
            ) : null}
          </Stack>
        </SimpleGrid>
        <TeamMembersList team={team} onRemove={(member) => void onRemove(member)} />
      </Stack>
    );
  } else {
    body = (
      <Stack gap="4">
        {seat ? <TeamSeatCard seat={seat} /> : null}
        {team && team.status === 'ENDED' ? (
          <TeamMembersList team={team} onRemove={(member) => void onRemove(member)} />
        ) : null}
        {seat && !seat.isOwner ? null : (
          <BuyTeamForm
            price={data.subscriptionPlan.price}
            currency={data.subscriptionPlan.currency}
            previous={
              team
                ? {
                    name: team.name,
                    seats: Math.max(team.seats, team.seatsUsed, 2),
                    ownerTakesSeat: team.ownerTakesSeat,
                  }
                : null
            }
            note={team?.status === 'ENDED' ? t('ended') : team?.status === 'PENDING' ? t('pending') : undefined}
          />
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="8" maxW="5xl" mx="auto" w="full">
      <PageIntro heading={t('heading')} intro={t('intro')} introMaxW="2xl" gap="3" />
      {body}
      {confirmDialog}
    </Stack>
  );
}
