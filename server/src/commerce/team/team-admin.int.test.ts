import { describe, expect, it } from 'vitest';
import { withAdminApp } from '../../../test/admin-app';
import { createUser } from '../../../test/factories';
import { errorCode, gql } from '../../../test/graphql-client';
import type { TestApp } from '../../../test/harness';
import { buyTestModeTeam, teamOps, tokenOfLink } from '../../../test/team-fixtures';
import { apiKeyWith } from '../../../test/trusted-graphql';

const TEAMS = /* GraphQL */ `
  query Teams($first: Int, $after: String) {
    teams(first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { id name ownerName ownerEmail status seats seatsUsed currentPeriodEnd createdAt } }
    }
  }`;

interface TeamsPage {
  teams: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: {
      node: {
        id: string;
        name: string;
        ownerName: string;
        ownerEmail: string;
        status: string;
        seats: number;
        seatsUsed: number;
        currentPeriodEnd: string | null;
      };
    }[];
  };
}

let app: TestApp;
let admin: { token: string };
withAdminApp((started) => {
  ({ app, admin } = started);
});

describe('the team plans as admins see them', () => {
  it('lists every team newest first with its owner, status and seats taken, a page at a time', async () => {
    // One paid team of 5 seats with its owner and one member seated, and a newer one whose checkout was never paid.
    const paid = await buyTestModeTeam(app, 5);
    const link = await gql<{ createTeamJoinLink: { joinLink: { url: string } } }>(
      app,
      teamOps.createJoinLink,
      {},
      { token: paid.ownerToken },
    );
    const member = await createUser(app, { emailVerified: true });
    const token = tokenOfLink(link.data!.createTeamJoinLink.joinLink.url);
    expect((await gql(app, teamOps.join, { token }, { token: member.token })).errors).toBeUndefined();
    const unpaidOwner = await createUser(app, { emailVerified: true, fullName: 'Petra Pending' });
    const opened = await gql(
      app,
      teamOps.createTeamCheckout,
      { input: { name: 'Not Yet Paid', seats: 3 } },
      { token: unpaidOwner.token },
    );
    expect(opened.errors).toBeUndefined();

    const first = await gql<TeamsPage>(app, TEAMS, { first: 1 }, admin);
    expect(first.errors).toBeUndefined();
    expect(first.data!.teams.totalCount).toBe(2);
    expect(first.data!.teams.pageInfo.hasNextPage).toBe(true);
    expect(first.data!.teams.edges.map(({ node }) => node)).toEqual([
      expect.objectContaining({
        name: 'Not Yet Paid',
        ownerName: 'Petra Pending',
        ownerEmail: unpaidOwner.user.email,
        status: 'PENDING',
        seats: 3,
        seatsUsed: 0,
        currentPeriodEnd: null,
      }),
    ]);
    const second = await gql<TeamsPage>(app, TEAMS, { first: 1, after: first.data!.teams.pageInfo.endCursor }, admin);
    expect(second.data!.teams.pageInfo.hasNextPage).toBe(false);
    const [team] = second.data!.teams.edges.map(({ node }) => node);
    expect(team).toEqual(
      expect.objectContaining({
        name: 'Acme Learning',
        ownerName: 'Olivia Owner',
        ownerEmail: paid.owner.email,
        status: 'ACTIVE',
        seats: 5,
        seatsUsed: 2,
      }),
    );
    expect(new Date(team!.currentPeriodEnd!).getTime()).toBeGreaterThan(Date.now());
  });

  it('is refused to a learner, and to an API key without the teams:read scope; a key with it reads the list', async () => {
    const learner = await createUser(app, { subscriptionStatus: 'active' });
    expect(errorCode(await gql(app, TEAMS, {}, learner))).toBe('FORBIDDEN');
    const other = await apiKeyWith(app, admin.token, ['payments:read']);
    expect(errorCode(await gql(app, TEAMS, {}, { token: other }))).toBe('FORBIDDEN');
    const key = await apiKeyWith(app, admin.token, ['teams:read']);
    const listed = await gql<TeamsPage>(app, TEAMS, {}, { token: key });
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.teams.totalCount).toBe(2);
  });
});
