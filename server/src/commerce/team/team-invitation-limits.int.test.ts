import { TEAM_INVITE_BATCH_MAX, teamMessages } from '@coursehub/shared';
import { describe, expect, it } from 'vitest';
import { errorCode, errorMessage, gql } from '../../../test/graphql-client';
import type { TestApp } from '../../../test/harness';
import { onTestModeApp } from '../../../test/payment-fixtures';
import { buyTestModeTeam, mailsTo, readTeam, teamOps } from '../../../test/team-fixtures';
import { LIMITS } from '../../rate-limit/rate-limits';

/** A team owner's mailed invitations: withdrawn by id, and bounded per address and per team. */
let app: TestApp;
onTestModeApp((started) => {
  app = started;
});

const teamOwner = (seats: number) => buyTestModeTeam(app, seats, { ownerTakesSeat: true });

describe('mailed invitations', () => {
  it('revokes an invitation by its id, and answers a malformed id as bad input', async () => {
    const { ownerToken } = await teamOwner(2);
    await gql(app, teamOps.invite, { emails: 'revoked@example.com' }, { token: ownerToken });
    const [invitation] = (await readTeam(app, ownerToken))!.invitations;
    const malformed = await gql(app, teamOps.revokeInvitation, { id: 'not-an-id' }, { token: ownerToken });
    expect(errorCode(malformed)).toBe('BAD_USER_INPUT');
    expect(errorMessage(malformed)).toBe(teamMessages.invitationIdInvalid);
    const revoked = await gql(app, teamOps.revokeInvitation, { id: invitation!.id }, { token: ownerToken });
    expect(revoked.errors).toBeUndefined();
    expect((await readTeam(app, ownerToken))!.invitations).toEqual([]);
  });

  it("caps invitation mails per address and per team each hour, and keeps the team's name out of the subject", async () => {
    const { ownerToken } = await teamOwner(2);
    const invite = (emails: string) => gql(app, teamOps.invite, { emails }, { token: ownerToken });
    for (let sent = 0; sent < LIMITS.teamInvitationsPerAddressPerHour; sent += 1) {
      expect((await invite('often@example.com')).errors).toBeUndefined();
    }
    const again = await invite('often@example.com');
    expect(errorCode(again)).toBe('TOO_MANY_REQUESTS');
    const mails = await mailsTo(app, 'often@example.com');
    expect(mails).toHaveLength(LIMITS.teamInvitationsPerAddressPerHour);
    expect(mails.every((mail) => !mail.subject.includes('Acme'))).toBe(true);

    const { ownerToken: busyOwner } = await teamOwner(2);
    const addresses = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => `member${from + index}@busy.example.com`).join(', ');
    let invited = 0;
    while (invited < LIMITS.teamInvitationsPerTeamPerHour) {
      const count = Math.min(TEAM_INVITE_BATCH_MAX, LIMITS.teamInvitationsPerTeamPerHour - invited);
      const batch = await gql(app, teamOps.invite, { emails: addresses(invited, count) }, { token: busyOwner });
      expect(batch.errors).toBeUndefined();
      invited += count;
    }
    const beyond = await gql(app, teamOps.invite, { emails: addresses(invited, 1) }, { token: busyOwner });
    expect(errorCode(beyond)).toBe('TOO_MANY_REQUESTS');
    expect(await mailsTo(app, `member${invited}@busy.example.com`)).toEqual([]);
  });
});
