import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { mediaAccessTrigger } from '../../shared/media-access-triggers';
import { nowOnCreate, nowOnUpdate, uuidPrimaryKey } from '../../shared/orm';
import { User } from './user.entity';

/**
 * A team plan (docs/payments.md#team-plans): its owner's subscription bought `seats` of the yearly plan at once (the
 * provider subscription's quantity), and its members hold those seats. The subscription itself stays on the owner's
 * `users` row, so renewals, failed renewals, disputes and cancellation follow the one billing path; this row says
 * which subscription is the team's and how many seats it pays for. It lives in the user module with the rest of the
 * subscription state, because the one entitlement function (user.policy.ts, subscriptionAccess) reads it.
 */
const TeamSchema = defineEntity({
  name: 'Team',
  tableName: 'teams',
  properties: {
    id: uuidPrimaryKey(),
    /** One team per owner: bought again after it ended, the same team (its members and name) comes back. */
    owner: () => p.manyToOne(User).ref().deleteRule('cascade').unique(),
    name: p.string().length(80),
    /** Seats usable now: what the current period paid for (or, before the first payment, what the checkout asks). */
    seats: p.integer(),
    /** Fewer seats asked for from the next renewal on (the provider charges them then); null when unchanged. */
    renewalSeats: p.integer().nullable(),
    /** The owner takes a seat when the team starts (the default); false: the owner pays and manages only. */
    ownerTakesSeat: p.boolean().default(true),
    /** The owner's subscription that pays for the seats; null until the first checkout is paid. */
    providerSubscriptionId: p.string().length(255).nullable().unique(),
    /** The team checkout last opened, given back while it is open (one checkout at a time, as for one seat). */
    checkoutSessionId: p.string().length(255).nullable(),
    /** The period end the seat count was last settled for: a later one is a renewal, when renewalSeats apply. */
    periodEnd: p.datetime().nullable(),
    createdAt: nowOnCreate(),
    updatedAt: nowOnUpdate(),
  },
  /** Tells every process's media-access cache when the team's subscription changes or the team goes (team plans). */
  triggers: [mediaAccessTrigger('teams')],
});

export class Team extends TeamSchema.class {}
TeamSchema.setClass(Team);

/** A seat held: a user is a member of one team at most. */
const TeamMemberSchema = defineEntity({
  name: 'TeamMember',
  tableName: 'team_members',
  properties: {
    id: uuidPrimaryKey(),
    team: () => p.manyToOne(Team).ref().deleteRule('cascade').index(),
    user: () => p.manyToOne(User).ref().deleteRule('cascade').unique(),
    joinedAt: nowOnCreate(),
  },
  /** A seat taken or given up changes its holder's access at once (team plans). */
  triggers: [mediaAccessTrigger('team_members')],
});

export class TeamMember extends TeamMemberSchema.class {}
TeamMemberSchema.setClass(TeamMember);

/** The `teams` and `team_members` tables as typed SQL sees them (docs/decisions/0006-typed-sql.md). */
export type TeamTables = InferKyselyDB<typeof TeamSchema> & InferKyselyDB<typeof TeamMemberSchema>;
