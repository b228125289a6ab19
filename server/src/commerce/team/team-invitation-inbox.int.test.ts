import { teamMessages } from '@coursehub/shared';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { errorCode, errorMessage, gql } from '../../../test/graphql-client';
import type { TestApp } from '../../../test/harness';
import { onTestModeApp } from '../../../test/payment-fixtures';
import { buyTestModeTeam, invitationToken, readTeam, teamOps } from '../../../test/team-fixtures';

/** A mailed invitation told in the invitee's inbox too, and taken there by its id, without the mail's token. */
let app: TestApp;
onTestModeApp((started) => {
  app = started;
});

const INBOX = '{ inbox { edges { node { kind courseId courseTitle teamName actorName invitationId } } } }';
const PREVIEW =
  'query Preview($token: String, $id: ID) { teamInvitation(token: $token, invitationId: $id) { teamName seatsFree } }';
const JOIN =
  'mutation Join($token: String, $id: ID) { joinTeam(token: $token, invitationId: $id) { teamName active } }';

type Inbox = {
  inbox: {
    edges: {
      node: {
        kind: string;
        courseId: string | null;
        courseTitle: string | null;
        teamName: string | null;
        actorName: string | null;
        invitationId: string | null;
      };
    }[];
  };
};
type Learner = Awaited<ReturnType<typeof createUser>>;

const invitationsIn = async (learner: Learner) =>
  ((await gql<Inbox>(app, INBOX, {}, learner)).data?.inbox.edges ?? [])
    .map((edge) => edge.node)
    .filter((node) => node.kind === 'TEAM_INVITATION');

describe('team invitations in the inbox', () => {
  it("tells an invitee with an account, who previews and joins by the invitation's id; no one else can", async () => {
    const { ownerToken } = await buyTestModeTeam(app, 3);
    const invitee = await createUser(app, { emailVerified: true });
    const stranger = await createUser(app, { emailVerified: true });
    const invited = await gql(
      app,
      teamOps.invite,
      { emails: `${invitee.user.email}, nobody-yet@example.com` },
      { token: ownerToken },
    );
    expect(invited.errors).toBeUndefined();

    const [item, ...more] = await invitationsIn(invitee);
    expect(more).toEqual([]);
    expect(item).toMatchObject({
      courseId: null,
      courseTitle: null,
      teamName: 'Acme Learning',
      actorName: 'Olivia Owner',
    });
    const id = item!.invitationId!;
    const sent = (await readTeam(app, ownerToken))!.invitations.find((each) => each.email === invitee.user.email);
    expect(id).toBe(sent?.id);
    expect(await invitationsIn(stranger)).toEqual([]);

    // Another account, however signed in, cannot use it by its id.
    for (const call of [PREVIEW, JOIN]) {
      const refused = await gql(app, call, { id }, stranger);
      expect(errorCode(refused)).toBe('BAD_USER_INPUT');
      expect(errorMessage(refused)).toBe(teamMessages.invitationInvalid);
    }
    expect((await gql<{ teamInvitation: unknown }>(app, PREVIEW, { id }, invitee)).data?.teamInvitation).toEqual({
      teamName: 'Acme Learning',
      seatsFree: 2,
    });
    const joined = await gql<{ joinTeam: unknown }>(app, JOIN, { id }, invitee);
    expect(joined.errors).toBeUndefined();
    expect(joined.data?.joinTeam).toEqual({ teamName: 'Acme Learning', active: true });
    // Used: its item is gone, and its id takes no seat again.
    expect(await invitationsIn(invitee)).toEqual([]);
    const again = await gql(app, JOIN, { id }, invitee);
    expect(errorMessage(again)).toBe(teamMessages.invitationInvalid);
  });

  it('tells and opens by id only a confirmed address, takes a revoked one back; the token or the id, never both', async () => {
    const { ownerToken } = await buyTestModeTeam(app, 3);
    // An unconfirmed account may be someone else's use of the address: no item, and its id opens nothing for it.
    const unconfirmed = await createUser(app, { emailVerified: false });
    await gql(app, teamOps.invite, { emails: unconfirmed.user.email }, { token: ownerToken });
    expect(await invitationsIn(unconfirmed)).toEqual([]);
    const id = (await readTeam(app, ownerToken))!.invitations.find((each) => each.email === unconfirmed.user.email)!.id;
    expect(errorMessage(await gql(app, PREVIEW, { id }, unconfirmed))).toBe(teamMessages.invitationInvalid);
    // The mail's token still opens it: whoever reads the mail holds the address.
    const token = await invitationToken(app, unconfirmed.user.email);
    expect((await gql(app, PREVIEW, { token }, unconfirmed)).errors).toBeUndefined();
    for (const variables of [{ token, id }, {}]) {
      expect(errorMessage(await gql(app, PREVIEW, variables, unconfirmed))).toBe(teamMessages.invitationRefRequired);
    }

    const confirmed = await createUser(app, { emailVerified: true });
    await gql(app, teamOps.invite, { emails: confirmed.user.email }, { token: ownerToken });
    const [told] = await invitationsIn(confirmed);
    const revoked = await gql(app, teamOps.revokeInvitation, { id: told!.invitationId }, { token: ownerToken });
    expect(revoked.errors).toBeUndefined();
    expect(await invitationsIn(confirmed)).toEqual([]);
    expect(errorMessage(await gql(app, JOIN, { id: told!.invitationId }, confirmed))).toBe(
      teamMessages.invitationInvalid,
    );
  });
});
