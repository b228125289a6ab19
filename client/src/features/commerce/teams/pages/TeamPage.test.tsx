import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Mocks, mock } from '../../../../test/mocks';
import { renderApp } from '../../../../test/renderApp';
import { RemoveTeamMemberMutation, TeamInvitationQuery, TeamPageQuery } from '../teamDocuments';

const plan = { __typename: 'SubscriptionPlan' as const, price: 499, currency: 'INR' };

const member = (userId: string, fullName: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'TeamMember' as const,
  userId,
  fullName,
  email: `${userId}@example.com`,
  joinedAt: '2026-11-20T10:00:00.000Z',
  isOwner: false,
  coursesStarted: 2,
  quizzesPassed: 1,
  lastActivityAt: '2026-11-22T10:00:00.000Z',
  certificates: [
    {
      __typename: 'TeamCertificate' as const,
      code: 'AAAA-BBBB-CCCC',
      courseTitle: 'Design Basics',
      issuedAt: '2026-11-21T10:00:00.000Z',
    },
  ],
  ...overrides,
});

const team = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Team' as const,
  id: 'team-1',
  name: 'Design Crew',
  status: 'ACTIVE' as const,
  seats: 3,
  renewalSeats: null,
  seatsUsed: 2,
  seatsFree: 1,
  ownerTakesSeat: true,
  currentPeriodEnd: '2027-11-20T10:00:00.000Z',
  renews: true,
  accessEndsAt: null,
  pricePerSeat: 49_900,
  currency: 'INR',
  invitations: [],
  joinLink: null,
  members: [member('u-owner', 'Olivia Owner', { isOwner: true, certificates: [] }), member('u-mia', 'Mia Member')],
  ...overrides,
});

const page = (data: { team: ReturnType<typeof team> | null }) =>
  mock({
    request: { query: TeamPageQuery },
    result: { data: { teamSeat: null, subscriptionPlan: plan, ...data } },
  });

const renderTeam = (mocks: Mocks, path = '/team') => renderApp({ path, session: 'USER', mocks });

describe('TeamPage', () => {
  it('offers a team plan with the price of the seats, and checks the form before paying', async () => {
    const { user } = renderTeam([page({ team: null })]);
    expect(await screen.findByRole('heading', { name: 'Buy a team plan' })).toBeInTheDocument();
    expect(screen.getByText('5 × ₹499 = ₹2,495 per year')).toBeInTheDocument();
    const seats = screen.getByRole('spinbutton', { name: 'Seats' });
    await user.clear(seats);
    await user.type(seats, '12');
    expect(screen.getByText('12 × ₹499 = ₹5,988 per year')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(screen.getByText('Give your team a name')).toBeInTheDocument();
  });

  it("shows the owner's seats, members with their learning, and removes a member after asking", async () => {
    let removed: string | undefined;
    const { user } = renderTeam([
      page({ team: team() }),
      mock({
        request: {
          query: RemoveTeamMemberMutation,
          variables: (variables) => {
            removed = (variables as { userId: string }).userId;
            return true;
          },
        },
        result: { data: { removeTeamMember: team({ seatsUsed: 1, seatsFree: 2, members: [team().members[0]] }) } },
      }),
      page({ team: team({ seatsUsed: 1, seatsFree: 2, members: [team().members[0]] }) }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Design Crew' })).toBeInTheDocument();
    expect(screen.getByText('2 of 3 seats used')).toBeInTheDocument();
    const row = screen.getAllByRole('listitem').find((item) => item.textContent?.includes('Mia Member'));
    const mia = within(row as HTMLElement);
    expect(mia.getByRole('link', { name: 'Design Basics' })).toHaveAttribute(
      'href',
      '/certificate?code=AAAA-BBBB-CCCC',
    );
    expect(mia.getByText('2 courses started')).toBeInTheDocument();
    expect(mia.getByText('1 certificate')).toBeInTheDocument();
    expect(mia.getByText('1 quiz passed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/v1/team/members.csv');
    await user.click(screen.getByRole('button', { name: 'Remove Mia Member' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Remove Mia Member from the team?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Member removed')).toBeInTheDocument();
    expect(removed).toBe('u-mia');
  });
});

/** The join page's reading of an invitation named by `variables` (its token, or its id). */
const invitationPreview = (
  variables: Record<string, string>,
  preview: { seatsFree: number; hasOwnSubscription: boolean },
) =>
  mock({
    request: { query: TeamInvitationQuery, variables },
    result: {
      data: {
        teamInvitation: {
          __typename: 'TeamInvitationPreview',
          teamName: 'Design Crew',
          ownerName: 'Olivia Owner',
          alreadyMember: false,
          inAnotherTeam: false,
          ...preview,
        },
      },
    },
  });

describe('JoinTeamPage', () => {
  it('tells a learner with a subscription of their own before they join', async () => {
    renderTeam(
      [invitationPreview({ token: 'tok' }, { seatsFree: 2, hasOwnSubscription: true })],
      '/team/join?token=tok',
    );
    expect(
      await screen.findByRole('heading', { name: 'Olivia Owner invited you to Design Crew.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(/your own subscription keeps running and renewing/);
    expect(screen.getByRole('button', { name: 'Join the team' })).toBeInTheDocument();
  });

  it("opens an invitation from the inbox by its id, without the mail's token", async () => {
    renderTeam(
      [invitationPreview({ invitationId: 'inv-1' }, { seatsFree: 1, hasOwnSubscription: false })],
      '/team/join?invitation=inv-1',
    );
    expect(
      await screen.findByRole('heading', { name: 'Olivia Owner invited you to Design Crew.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join the team' })).toBeInTheDocument();
  });
});
