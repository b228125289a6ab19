import { expect } from 'vitest';
import { OutboxMessage } from '../src/mail/outbox.entity';
import type { TestModePaymentProvider } from '../src/payments/test-mode.provider';
import { createUser, reloadUser } from './factories';
import { gql } from './graphql-client';
import type { TestApp } from './harness';
import { ops } from './payment-fixtures';

/** The team operations as the tests send them. */
export const teamOps = {
  createTeamCheckout: /* GraphQL */ `
    mutation CreateTeamCheckout($input: TeamCheckoutInput!) { createTeamCheckout(input: $input) { id url } }`,
  team: /* GraphQL */ `
    query Team {
      team {
        id name status seats renewalSeats seatsUsed seatsFree ownerTakesSeat renews currentPeriodEnd accessEndsAt
        pricePerSeat currency
        members { userId fullName email isOwner coursesStarted quizzesPassed certificates { code courseTitle } }
        invitations { id email expiresAt }
        joinLink { url expiresAt }
      }
    }`,
  teamSeat: 'query TeamSeat { teamSeat { teamName ownerName isOwner active } }',
  teamInvitation: /* GraphQL */ `
    query TeamInvitation($token: String!) {
      teamInvitation(token: $token) { teamName ownerName seatsFree hasOwnSubscription alreadyMember inAnotherTeam }
    }`,
  invite: 'mutation Invite($emails: String!) { inviteTeamMembers(emails: $emails) { invitations { id email } } }',
  revokeInvitation: 'mutation RevokeInvitation($id: ID!) { revokeTeamInvitation(id: $id) { invitations { id } } }',
  createJoinLink: 'mutation CreateJoinLink { createTeamJoinLink { joinLink { url expiresAt } } }',
  revokeJoinLink: 'mutation RevokeJoinLink { revokeTeamJoinLink { joinLink { url } } }',
  join: 'mutation Join($token: String!) { joinTeam(token: $token) { teamName isOwner active } }',
  leave: 'mutation Leave { leaveTeam { message } }',
  remove: 'mutation Remove($userId: ID!) { removeTeamMember(userId: $userId) { seatsUsed seatsFree } }',
  setSeats:
    'mutation SetSeats($seats: Int!) { setTeamSeats(seats: $seats) { seats renewalSeats seatsUsed seatsFree } }',
  me: 'query Me { me { subscription { status active } } }',
};

export interface TeamRead {
  id: string;
  name: string;
  status: string;
  seats: number;
  renewalSeats: number | null;
  seatsUsed: number;
  seatsFree: number;
  renews: boolean;
  accessEndsAt: string | null;
  pricePerSeat: number;
  members: { userId: string; email: string; isOwner: boolean; coursesStarted: number }[];
  invitations: { id: string; email: string }[];
  joinLink: { url: string } | null;
}

export const readTeam = async (app: TestApp, token: string) =>
  (await gql<{ team: TeamRead | null }>(app, teamOps.team, {}, { token })).data!.team;

/** Whether the caller may watch now, as the client reads it (the entitlement). */
export const canWatch = async (app: TestApp, token: string) =>
  (await gql<{ me: { subscription: { active: boolean } } }>(app, teamOps.me, {}, { token })).data!.me.subscription
    .active;

/** The mails an address was sent, oldest first. */
export const mailsTo = (app: TestApp, email: string) =>
  app.orm.em.fork().find(OutboxMessage, { recipient: email }, { orderBy: { createdAt: 'asc' } });

/** The token in the latest invitation mailed to `email` (its join link). */
export async function invitationToken(app: TestApp, email: string): Promise<string> {
  const mail = (await mailsTo(app, email)).filter((message) => message.subject.includes('invitation to a team')).at(-1);
  const token = mail?.text.match(/\/team\/join\?token=([\w-]+)/)?.[1];
  expect(token, `an invitation mailed to ${email}`).toBeTruthy();
  return decodeURIComponent(token!);
}

export const tokenOfLink = (url: string) => new URL(url).searchParams.get('token')!;

/**
 * An owner who bought `seats` in test mode (paid on the checkout page, confirmed as the success page does); `beforePay`
 * runs with the open session first.
 */
export async function buyTestModeTeam(
  app: TestApp,
  seats: number,
  {
    ownerTakesSeat = true,
    beforePay,
  }: { ownerTakesSeat?: boolean; beforePay?: (sessionId: string) => Promise<void> } = {},
) {
  const { user, token } = await createUser(app, { emailVerified: true, fullName: 'Olivia Owner' });
  const input = { name: 'Acme Learning', seats, ownerTakesSeat };
  const started = await gql<{ createTeamCheckout: { id: string; url: string } }>(
    app,
    teamOps.createTeamCheckout,
    { input },
    { token },
  );
  expect(started.errors).toBeUndefined();
  const sessionId = started.data!.createTeamCheckout.id;
  await beforePay?.(sessionId);
  expect(await (app.deps.payments as TestModePaymentProvider).pay(sessionId)).toBe('complete');
  expect((await gql(app, ops.confirmCheckout, { sessionId }, { token })).errors).toBeUndefined();
  const subscriptionId = (await reloadUser(app, user.id)).providerSubscriptionId as string;
  return { owner: user, ownerToken: token, sessionId, subscriptionId };
}
