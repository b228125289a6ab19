import { describe, expect, it } from 'vitest';
import { createUser, reloadUser } from '../../../test/factories';
import { errorCode, errorMessage, gql } from '../../../test/graphql-client';
import { type TestApp } from '../../../test/harness';
import { onTestModeApp, ops } from '../../../test/payment-fixtures';
import {
  buyTestModeTeam,
  canWatch,
  invitationToken,
  mailsTo,
  readTeam,
  teamOps,
  tokenOfLink,
} from '../../../test/team-fixtures';
import { WebhookEvent } from '../../events/webhook-event.entity';
import { TestCheckoutSession } from '../../payments/test-checkout-session.entity';
import { Payment } from '../payment/payment.entity';
import { TeamInvitation } from './team-invitation.entity';

/** Team plans in test mode, through GraphQL: buying seats, invitations, the join link, seats changed, renewal. */
let app: TestApp;
onTestModeApp((started) => {
  app = started;
});

const paymentsOf = (userId: string) =>
  app.orm.em.fork().find(Payment, { user: userId }, { orderBy: { paidAt: 'asc', createdAt: 'asc' } });

/** The token of a fresh join link of the owner's team. */
async function joinLinkToken(ownerToken: string) {
  const created = await gql<{ createTeamJoinLink: { joinLink: { url: string } } }>(
    app,
    teamOps.createJoinLink,
    {},
    { token: ownerToken },
  );
  return tokenOfLink(created.data!.createTeamJoinLink.joinLink.url);
}

const teamOwner = (seats: number, ownerTakesSeat = true, beforePay?: (sessionId: string) => Promise<void>) =>
  buyTestModeTeam(app, seats, { ownerTakesSeat, beforePay });

describe('buying a team in test mode', () => {
  it("charges the plan's price per seat in one checkout and seats the owner", async () => {
    let page = '';
    const { owner, ownerToken, sessionId } = await teamOwner(3, true, async (id) => {
      page = await (await fetch(`${app.url}/api/v1/payments/test-checkout/${id}`)).text();
    });
    const session = await app.orm.em.fork().findOneOrFail(TestCheckoutSession, { id: sessionId });
    expect(session).toMatchObject({ seats: 3, amount: 3 * 49_900 });
    // The checkout page says what is bought.
    expect(page).toContain('Team plan: 3 seats × ₹499');
    expect(page).toContain('Pay ₹1,497');
    expect((await paymentsOf(owner.id)).map((payment) => payment.amount)).toEqual([3 * 49_900]);
    const team = await readTeam(app, ownerToken);
    expect(team).toMatchObject({ name: 'Acme Learning', status: 'ACTIVE', seats: 3, seatsUsed: 1, seatsFree: 2 });
    expect(team!.members).toEqual([expect.objectContaining({ userId: owner.id, isOwner: true })]);
    expect(await canWatch(app, ownerToken)).toBe(true);
  });

  it('an owner who takes no seat pays without watching', async () => {
    const { ownerToken } = await teamOwner(2, false);
    expect(await readTeam(app, ownerToken)).toMatchObject({ seatsUsed: 0, seatsFree: 2 });
    expect(await canWatch(app, ownerToken)).toBe(false);
  });

  it('refuses an account with a subscription of its own, and bad seat counts or names', async () => {
    const { token: subscribed } = await createUser(app, { subscriptionStatus: 'active' });
    const conflict = await gql(
      app,
      teamOps.createTeamCheckout,
      { input: { name: 'Team', seats: 3 } },
      { token: subscribed },
    );
    expect(errorCode(conflict)).toBe('CONFLICT');
    const { token } = await createUser(app);
    for (const input of [
      { name: 'Team', seats: 1 },
      { name: 'Team', seats: 501 },
      { name: '  ', seats: 3 },
      { name: 'x'.repeat(81), seats: 3 },
    ]) {
      expect(errorCode(await gql(app, teamOps.createTeamCheckout, { input }, { token })), JSON.stringify(input)).toBe(
        'BAD_USER_INPUT',
      );
    }
  });
});

describe('invitations and the join link', () => {
  it('mails single-use invitations that expire, and the seat gives access at once with team.member_joined', async () => {
    const { ownerToken } = await teamOwner(3);
    const { user: ada, token: adaToken } = await createUser(app, { email: 'ada@example.com', fullName: 'Ada Member' });
    const invited = await gql(
      app,
      teamOps.invite,
      { emails: 'ada@example.com,  BOB@example.com\nnot-an-email' },
      { token: ownerToken },
    );
    expect(errorMessage(invited)).toBe('These are not valid email addresses: not-an-email');
    expect(
      (await gql(app, teamOps.invite, { emails: 'ada@example.com, BOB@example.com' }, { token: ownerToken })).errors,
    ).toBeUndefined();
    const team = await readTeam(app, ownerToken);
    expect(team!.invitations.map((invitation) => invitation.email).sort()).toEqual([
      'ada@example.com',
      'bob@example.com',
    ]);
    const [mail] = await mailsTo(app, 'ada@example.com');
    expect(mail!.subject).toBe('An invitation to a team plan on CourseHub');
    expect(mail!.text).toContain('Olivia Owner invited you to take a seat in Acme Learning');

    const token = await invitationToken(app, 'ada@example.com');
    expect(await canWatch(app, adaToken)).toBe(false);
    const preview = await gql<{ teamInvitation: Record<string, unknown> }>(
      app,
      teamOps.teamInvitation,
      { token },
      { token: adaToken },
    );
    expect(preview.data!.teamInvitation).toEqual({
      teamName: 'Acme Learning',
      ownerName: 'Olivia Owner',
      seatsFree: 2,
      hasOwnSubscription: false,
      alreadyMember: false,
      inAnotherTeam: false,
    });
    const joined = await gql<{ joinTeam: Record<string, unknown> }>(app, teamOps.join, { token }, { token: adaToken });
    expect(joined.data!.joinTeam).toEqual({ teamName: 'Acme Learning', isOwner: false, active: true });
    expect(await canWatch(app, adaToken)).toBe(true);
    const events = await app.orm.em.fork().find(WebhookEvent, { type: 'team.member_joined' });
    const event = events
      .map((row) => JSON.parse(row.body) as { data: Record<string, unknown> })
      .find((body) => body.data.userId === ada.id);
    expect(event!.data).toMatchObject({ teamId: team!.id, via: 'email', seats: 3, seatsUsed: 2 });

    // Single use: the same link again, by anyone, is refused.
    const { token: eve } = await createUser(app);
    expect(errorCode(await gql(app, teamOps.join, { token }, { token: eve }))).toBe('BAD_USER_INPUT');
    // Expired: Bob's invitation past its date no longer opens.
    const bobToken = await invitationToken(app, 'bob@example.com');
    await app.orm.em
      .fork()
      .nativeUpdate(TeamInvitation, { email: 'bob@example.com' }, { expiresAt: new Date(Date.now() - 1000) });
    const { token: bob } = await createUser(app, { email: 'bob@example.com' });
    expect(errorMessage(await gql(app, teamOps.join, { token: bobToken }, { token: bob }))).toMatch(
      /not valid any more/,
    );
  });

  it('the join link fills the free seats, then says none is left; revoked, it opens nothing', async () => {
    const { ownerToken } = await teamOwner(2);
    const created = await gql<{ createTeamJoinLink: { joinLink: { url: string } } }>(
      app,
      teamOps.createJoinLink,
      {},
      { token: ownerToken },
    );
    const url = created.data!.createTeamJoinLink.joinLink.url;
    expect(url).toMatch(/\/team\/join\?token=/);
    // The owner copies the same link again later.
    expect((await readTeam(app, ownerToken))!.joinLink!.url).toBe(url);
    const token = tokenOfLink(url);
    const { token: first } = await createUser(app);
    const { token: second } = await createUser(app);
    expect((await gql(app, teamOps.join, { token }, { token: first })).errors).toBeUndefined();
    expect(errorCode(await gql(app, teamOps.join, { token }, { token: first }))).toBe('CONFLICT');
    const full = await gql(app, teamOps.join, { token }, { token: second });
    expect(errorMessage(full)).toBe('Every seat of this team is taken. Ask the team owner to add seats.');
    expect(errorCode(full)).toBe('CONFLICT');

    await gql(app, teamOps.revokeJoinLink, {}, { token: ownerToken });
    expect((await readTeam(app, ownerToken))!.joinLink).toBeNull();
    expect(errorCode(await gql(app, teamOps.teamInvitation, { token }, { token: second }))).toBe('BAD_USER_INPUT');
  });

  it('two learners racing for the last seat: one gets it, the other is told none is left', async () => {
    const { ownerToken } = await teamOwner(2);
    const created = await gql<{ createTeamJoinLink: { joinLink: { url: string } } }>(
      app,
      teamOps.createJoinLink,
      {},
      { token: ownerToken },
    );
    const token = tokenOfLink(created.data!.createTeamJoinLink.joinLink.url);
    const racers = await Promise.all([createUser(app), createUser(app)]);
    const answers = await Promise.all(racers.map((racer) => gql(app, teamOps.join, { token }, { token: racer.token })));
    expect(answers.map((answer) => errorCode(answer) ?? 'ok').sort()).toEqual(['CONFLICT', 'ok']);
    expect(await readTeam(app, ownerToken)).toMatchObject({ seatsUsed: 2, seatsFree: 0 });
  });

  it('tells a learner with their own subscription before they join, and refuses a seat in a second team', async () => {
    const { ownerToken } = await teamOwner(3);
    const { token: other } = await teamOwner(3).then(({ ownerToken: t }) => ({ token: t }));
    const link = await joinLinkToken(ownerToken);
    const { token: subscriber } = await createUser(app, { subscriptionStatus: 'active' });
    const preview = await gql<{ teamInvitation: { hasOwnSubscription: boolean } }>(
      app,
      teamOps.teamInvitation,
      { token: link },
      { token: subscriber },
    );
    expect(preview.data!.teamInvitation.hasOwnSubscription).toBe(true);
    // The owner of another team already sits in it.
    const inOther = await gql<{ teamInvitation: { inAnotherTeam: boolean } }>(
      app,
      teamOps.teamInvitation,
      { token: link },
      { token: other },
    );
    expect(inOther.data!.teamInvitation.inAnotherTeam).toBe(true);
    expect(errorMessage(await gql(app, teamOps.join, { token: link }, { token: other }))).toMatch(/another team/);
  });
});

describe('members and seats', () => {
  it('removal frees the seat and ends access at once (the member is told); a member leaves by themselves', async () => {
    const { ownerToken } = await teamOwner(3);
    const link = await joinLinkToken(ownerToken);
    const { user: removed, token: removedToken } = await createUser(app, { fullName: 'Rita Removed' });
    const { token: leaverToken } = await createUser(app);
    await gql(app, teamOps.join, { token: link }, { token: removedToken });
    await gql(app, teamOps.join, { token: link }, { token: leaverToken });
    expect(await readTeam(app, ownerToken)).toMatchObject({ seatsUsed: 3, seatsFree: 0 });

    const after = await gql<{ removeTeamMember: { seatsUsed: number; seatsFree: number } }>(
      app,
      teamOps.remove,
      { userId: removed.id },
      { token: ownerToken },
    );
    expect(after.data!.removeTeamMember).toEqual({ seatsUsed: 2, seatsFree: 1 });
    expect(await canWatch(app, removedToken)).toBe(false);
    expect((await mailsTo(app, removed.email)).map((mail) => mail.subject)).toEqual([
      'You were removed from Acme Learning',
    ]);
    expect(errorCode(await gql(app, teamOps.remove, { userId: removed.id }, { token: ownerToken }))).toBe('NOT_FOUND');

    expect(
      (await gql<{ leaveTeam: { message: string } }>(app, teamOps.leave, {}, { token: leaverToken })).data!.leaveTeam
        .message,
    ).toBe('You left Acme Learning.');
    expect(await canWatch(app, leaverToken)).toBe(false);
    expect(await readTeam(app, ownerToken)).toMatchObject({ seatsUsed: 1, seatsFree: 2 });
  });

  it('adds seats now (a prorated payment with its receipt), removes seats at renewal, and renews at the new count', async () => {
    const { owner, ownerToken, subscriptionId } = await teamOwner(2);
    const added = await gql<{ setTeamSeats: Record<string, unknown> }>(
      app,
      teamOps.setSeats,
      { seats: 4 },
      { token: ownerToken },
    );
    expect(added.data!.setTeamSeats).toEqual({ seats: 4, renewalSeats: null, seatsUsed: 1, seatsFree: 3 });
    const [first, proration] = await paymentsOf(owner.id);
    expect(first!.amount).toBe(2 * 49_900);
    // Two seats for (almost all of) the year that is left.
    expect(proration!.amount).toBeGreaterThan(2 * 49_900 - 100);
    expect(proration!.amount).toBeLessThanOrEqual(2 * 49_900);
    expect((await mailsTo(app, owner.email)).filter((mail) => mail.subject === 'Your payment receipt')).toHaveLength(2);

    const fewer = await gql<{ setTeamSeats: Record<string, unknown> }>(
      app,
      teamOps.setSeats,
      { seats: 2 },
      { token: ownerToken },
    );
    // The four seats paid for stay until the renewal; joining stops at two.
    expect(fewer.data!.setTeamSeats).toEqual({ seats: 4, renewalSeats: 2, seatsUsed: 1, seatsFree: 1 });
    expect(await paymentsOf(owner.id)).toHaveLength(2);

    const customer = (await reloadUser(app, owner.id)).providerCustomerId;
    const renewed = await fetch(`${app.url}/api/v1/payments/test-billing/${customer}/renew`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(renewed.status).toBe(303);
    expect(await readTeam(app, ownerToken)).toMatchObject({ seats: 2, renewalSeats: null, status: 'ACTIVE' });
    expect((await paymentsOf(owner.id)).at(-1)!.amount).toBe(2 * 49_900);
    expect(subscriptionId).toMatch(/^sub_test_/);
  });

  it('refuses fewer seats than are taken, and the same count', async () => {
    const { ownerToken } = await teamOwner(2);
    const link = await joinLinkToken(ownerToken);
    const { token } = await createUser(app);
    await gql(app, teamOps.join, { token: link }, { token });
    await gql(app, teamOps.setSeats, { seats: 3 }, { token: ownerToken });
    const { token: third } = await createUser(app);
    await gql(app, teamOps.join, { token: link }, { token: third });
    expect(errorMessage(await gql(app, teamOps.setSeats, { seats: 2 }, { token: ownerToken }))).toBe(
      '3 seats are taken: remove members before going below 3 seats at renewal.',
    );
    expect(errorCode(await gql(app, teamOps.setSeats, { seats: 3 }, { token: ownerToken }))).toBe('BAD_USER_INPUT');
  });
});

describe('the admin dashboard', () => {
  it("counts a team plan's seats beside individual subscriptions, and in Total Revenue", async () => {
    const { token: admin } = await createUser(app, { role: 'ADMIN' });
    type Stats = {
      subscribedUsersCount: number;
      teamSubscriptionsCount: number;
      teamSeatsCount: number;
      teamSeatsUsed: number;
      totalRevenue: number;
    };
    const stats = async () =>
      (
        await gql<{ stats: Stats }>(
          app,
          'query { stats { subscribedUsersCount teamSubscriptionsCount teamSeatsCount teamSeatsUsed totalRevenue } }',
          {},
          { token: admin },
        )
      ).data!.stats;
    const before = await stats();
    await teamOwner(4);
    const after = await stats();
    expect({
      subscribed: after.subscribedUsersCount - before.subscribedUsersCount,
      teams: after.teamSubscriptionsCount - before.teamSubscriptionsCount,
      seats: after.teamSeatsCount - before.teamSeatsCount,
      used: after.teamSeatsUsed - before.teamSeatsUsed,
      revenue: after.totalRevenue - before.totalRevenue,
    }).toEqual({ subscribed: 1, teams: 1, seats: 4, used: 1, revenue: 4 * 499 });
  });
});

describe("the team's subscription", () => {
  it('a failed renewal keeps the seats through the grace period and tells every member; a dispute ends them all', async () => {
    const { owner, ownerToken } = await teamOwner(3);
    const link = await joinLinkToken(ownerToken);
    const { user: member, token } = await createUser(app, { fullName: 'Mia Member' });
    await gql(app, teamOps.join, { token: link }, { token });
    const page = `${app.url}/api/v1/payments/test-billing/${(await reloadUser(app, owner.id)).providerCustomerId}`;

    expect((await fetch(`${page}/fail-renewal`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    const pastDue = await readTeam(app, ownerToken);
    expect(pastDue).toMatchObject({ status: 'PAST_DUE', renews: false });
    expect(await canWatch(app, token)).toBe(true);
    const [failed] = await mailsTo(app, member.email);
    expect(failed!.subject).toMatch(/^Your seat in Acme Learning: access ends on .+ unless the renewal is paid$/);

    expect((await fetch(`${page}/renew`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    expect(await readTeam(app, ownerToken)).toMatchObject({ status: 'ACTIVE' });

    expect((await fetch(`${page}/dispute`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    expect(await readTeam(app, ownerToken)).toMatchObject({ status: 'ENDED', seatsFree: 0, joinLink: null });
    expect(await canWatch(app, token)).toBe(false);
    expect(await canWatch(app, ownerToken)).toBe(false);
    expect((await mailsTo(app, member.email)).map((mail) => mail.subject).at(-1)).toBe(
      'Your seat in Acme Learning has ended',
    );
    // The owner is told as any subscriber, not as a member.
    expect((await mailsTo(app, owner.email)).some((mail) => mail.subject.startsWith('Your seat'))).toBe(false);
  });

  it("the owner's cancellation ends every seat and tells the members", async () => {
    const { ownerToken } = await teamOwner(2);
    const link = await joinLinkToken(ownerToken);
    const { user: member, token } = await createUser(app);
    await gql(app, teamOps.join, { token: link }, { token });
    expect((await gql(app, ops.cancelSubscription, {}, { token: ownerToken })).errors).toBeUndefined();
    expect(await canWatch(app, token)).toBe(false);
    expect((await mailsTo(app, member.email)).map((mail) => mail.subject)).toEqual([
      'Your seat in Acme Learning has ended',
    ]);
  });
});
