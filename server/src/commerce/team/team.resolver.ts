import { teamMessages } from '@coursehub/shared';
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { type GraphQLContext, say } from '../../http/graphql';
import { badInput } from '../../shared/errors';
import { CheckoutSessionType } from '../payment/payment.types';
import {
  LeaveTeamPayload,
  TeamCheckoutInputType,
  TeamInvitationPreviewType,
  TeamSeatType,
  TeamType,
} from './team.types';
import { listTeams } from './team-admin.service';
import { TeamSummaryConnectionType } from './team-admin.types';
import { startTeamCheckout } from './team-checkout.service';
import {
  createTeamJoinLink,
  inviteTeamMembers,
  revokeTeamInvitation,
  revokeTeamJoinLink,
} from './team-invitations.service';
import {
  type InvitationRef,
  joinTeam,
  leaveTeam,
  previewTeamInvitation,
  removeTeamMember,
} from './team-membership.service';
import { ownedTeam, ownSeat } from './team-reading.service';
import { setTeamSeats } from './team-seats.service';

/** The caller's team after a change, as its page shows it (a change is only ever made to the caller's own team). */
const teamAfter = async (ctx: GraphQLContext) => ownedTeam(ctx.scope);

/** Team plans (docs/payments.md#team-plans): every rule is in the services; these only reshape. */
@Resolver()
export class TeamResolver {
  @Authorized()
  @Query(() => TeamType, { nullable: true, description: 'The team the caller owns, or null.' })
  team(@Ctx() ctx: GraphQLContext) {
    return ownedTeam(ctx.scope);
  }

  @Authorized('ADMIN')
  @Query(() => TeamSummaryConnectionType, {
    description: 'ADMIN: every team plan, newest first, with its owner and seats (API keys: `teams:read`).',
  })
  teams(
    @Arg('first', () => Int, { nullable: true }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return listTeams(ctx.scope, { first, after });
  }

  @Authorized()
  @Query(() => TeamSeatType, { nullable: true, description: "The caller's seat in a team, or null." })
  teamSeat(@Ctx() ctx: GraphQLContext) {
    return ownSeat(ctx.scope);
  }

  @Authorized()
  @Query(() => TeamInvitationPreviewType, {
    description:
      'An invitation or join link by its token, or an invitation mailed to the caller’s verified address by its id ' +
      '(the inbox’s link), before accepting it. BAD_USER_INPUT when it is not live or not theirs.',
  })
  teamInvitation(
    @Arg('token', () => String, { nullable: true }) token: string | null,
    @Arg('invitationId', () => ID, { nullable: true }) invitationId: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return previewTeamInvitation(ctx.scope, invitationRef(token, invitationId));
  }

  @Authorized()
  @Mutation(() => CheckoutSessionType, {
    description:
      'Opens the checkout of a team plan: `seats` of the yearly plan in one subscription, the caller its owner. ' +
      'CONFLICT when the caller has a subscription of their own.',
  })
  createTeamCheckout(
    @Arg('input', () => TeamCheckoutInputType) input: TeamCheckoutInputType,
    @Ctx() ctx: GraphQLContext,
  ) {
    return startTeamCheckout(ctx.scope, input, ctx.req.get('origin'));
  }

  @Authorized()
  @Mutation(() => TeamType, {
    description: 'More seats now (charged prorated), or fewer from the renewal on (never below the seats taken).',
  })
  async setTeamSeats(@Arg('seats', () => Int) seats: number, @Ctx() ctx: GraphQLContext) {
    await setTeamSeats(ctx.scope, { seats });
    return teamAfter(ctx);
  }

  @Authorized()
  @Mutation(() => TeamType, {
    description: 'Mails a single-use invitation to each address (separated by commas, spaces or lines).',
  })
  async inviteTeamMembers(@Arg('emails', () => String) emails: string, @Ctx() ctx: GraphQLContext) {
    await inviteTeamMembers(ctx.scope, emails);
    return teamAfter(ctx);
  }

  @Authorized()
  @Mutation(() => TeamType, { description: 'Withdraws a mailed invitation not used yet.' })
  async revokeTeamInvitation(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    await revokeTeamInvitation(ctx.scope, id);
    return teamAfter(ctx);
  }

  @Authorized()
  @Mutation(() => TeamType, { description: 'A new join link (the earlier one stops working).' })
  async createTeamJoinLink(@Ctx() ctx: GraphQLContext) {
    await createTeamJoinLink(ctx.scope);
    return teamAfter(ctx);
  }

  @Authorized()
  @Mutation(() => TeamType, { description: 'Ends the join link.' })
  async revokeTeamJoinLink(@Ctx() ctx: GraphQLContext) {
    await revokeTeamJoinLink(ctx.scope);
    return teamAfter(ctx);
  }

  @Authorized()
  @Mutation(() => TeamType, { description: 'Removes a member (or the owner their own seat): the seat frees at once.' })
  async removeTeamMember(@Arg('userId', () => ID) userId: string, @Ctx() ctx: GraphQLContext) {
    await removeTeamMember(ctx.scope, userId);
    return teamAfter(ctx);
  }

  @Authorized()
  @Mutation(() => TeamSeatType, {
    description:
      "Takes a seat with an invitation's or join link's token, or the id of an invitation to the caller's address.",
  })
  async joinTeam(
    @Arg('token', () => String, { nullable: true }) token: string | null,
    @Arg('invitationId', () => ID, { nullable: true }) invitationId: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    await joinTeam(ctx.scope, invitationRef(token, invitationId));
    return ownSeat(ctx.scope);
  }

  @Authorized()
  @Mutation(() => LeaveTeamPayload, { description: "Gives up the caller's seat." })
  async leaveTeam(@Ctx() ctx: GraphQLContext) {
    return { message: say(ctx.req, teamMessages.left(await leaveTeam(ctx.scope))) };
  }
}

/** The invitation named by exactly one of its token and its id; BAD_USER_INPUT for both or neither. */
function invitationRef(token?: string | null, invitationId?: string | null): InvitationRef {
  if (token != null && invitationId == null) return { token };
  if (invitationId != null && token == null) return { invitationId };
  throw badInput(teamMessages.invitationRefRequired, 'token');
}
