import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { Team } from '../../identity/user/team.entity';
import { User } from '../../identity/user/user.entity';
import { nowOnCreate, uuidPrimaryKey } from '../../shared/orm';

export const TEAM_INVITATION_KINDS = ['email', 'link'] as const;
export type TeamInvitationKind = (typeof TEAM_INVITATION_KINDS)[number];

/**
 * A way into one team: an invitation mailed to one address (used once), or the team's join link (anyone holding it,
 * while seats are free; one live link per team). Either expires and can be revoked. Only the token's SHA-256 is
 * stored: the token itself is in the mail or the link alone.
 */
const TeamInvitationSchema = defineEntity({
  name: 'TeamInvitation',
  tableName: 'team_invitations',
  properties: {
    id: uuidPrimaryKey(),
    team: () => p.manyToOne(Team).ref().deleteRule('cascade').index(),
    kind: p.enum([...TEAM_INVITATION_KINDS]),
    /** Lower-cased; null for the join link. */
    email: p.string().length(320).nullable(),
    tokenHash: p.string().length(64).unique(),
    createdAt: nowOnCreate(),
    expiresAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
    /** An email invitation's one use. */
    acceptedAt: p.datetime().nullable(),
    acceptedBy: () => p.manyToOne(User).ref().nullable().deleteRule('set null').index(),
  },
});

export class TeamInvitation extends TeamInvitationSchema.class {}
TeamInvitationSchema.setClass(TeamInvitation);

/** The `team_invitations` table as typed SQL sees it (docs/decisions/0006-typed-sql.md). */
export type TeamInvitationTables = InferKyselyDB<typeof TeamInvitationSchema>;
