import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { gql } from '../../../test/graphql-client';
import type { TestApp } from '../../../test/harness';
import { onTestModeApp } from '../../../test/payment-fixtures';
import { buyTestModeTeam, readTeam, teamOps, tokenOfLink } from '../../../test/team-fixtures';

/** A seat reduction and joins sent at once, as concurrent requests on the app's PostgreSQL. */
let app: TestApp;
onTestModeApp((started) => {
  app = started;
});

const ROUNDS = 5;
const JOINERS = 3;

describe('team seats under concurrent changes', () => {
  it('never leaves more members than the seats the team keeps, however a reduction and joins race', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      // Four seats, the owner in one: room for three joiners until the reduction to two.
      const { ownerToken } = await buyTestModeTeam(app, 4);
      const link = await gql<{ createTeamJoinLink: { joinLink: { url: string } } }>(
        app,
        teamOps.createJoinLink,
        {},
        { token: ownerToken },
      );
      const token = tokenOfLink(link.data!.createTeamJoinLink.joinLink.url);
      const joiners = await Promise.all(
        Array.from({ length: JOINERS }, () => createUser(app, { emailVerified: true })),
      );

      await Promise.all([
        gql(app, teamOps.setSeats, { seats: 2 }, { token: ownerToken }),
        ...joiners.map((joiner) => gql(app, teamOps.join, { token }, { token: joiner.token })),
      ]);

      const team = (await readTeam(app, ownerToken))!;
      const kept = Math.min(team.seats, team.renewalSeats ?? team.seats);
      expect(team.seatsUsed, `round ${round}: ${JSON.stringify(team)}`).toBeLessThanOrEqual(kept);
    }
  });
});
