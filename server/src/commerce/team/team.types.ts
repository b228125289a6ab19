import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { NamedPersonFields } from '../../identity/user/person.types';
import type { TeamCheckoutInput } from './team-checkout.service';
import type { TeamInvitationPreview } from './team-membership.service';
import type { TeamCertificateView, TeamMemberView, TeamStatus, TeamView } from './team-reading.service';

export const TEAM_STATUSES = { PENDING: 'PENDING', ACTIVE: 'ACTIVE', PAST_DUE: 'PAST_DUE', ENDED: 'ENDED' } as const;
registerEnumType(TEAM_STATUSES, {
  name: 'TeamStatus',
  description:
    "PENDING: not paid yet; ACTIVE; PAST_DUE: the renewal failed, seats keep access through the grace period; ENDED: the team's subscription ended.",
});

@InputType('TeamCheckoutInput')
export class TeamCheckoutInputType implements TeamCheckoutInput {
  @Field(() => String)
  name!: string;

  @Field(() => Int, { description: 'Seats to buy (2–500); each is the yearly plan for one member.' })
  seats!: number;

  @Field(() => Boolean, { nullable: true, description: 'The owner takes one of the seats (default true).' })
  ownerTakesSeat?: boolean | null;
}

@ObjectType('TeamCertificate')
export class TeamCertificateType implements TeamCertificateView {
  @Field(() => String, { description: 'The public verification code.' })
  code!: string;

  @Field(() => ID)
  courseId!: string;

  @Field(() => String)
  courseTitle!: string;

  @Field(() => GraphQLISODateTime)
  issuedAt!: Date;
}

@ObjectType('TeamMember', { description: "A seat holder as the team's owner sees them." })
export class TeamMemberType extends NamedPersonFields implements TeamMemberView {
  @Field(() => ID)
  userId!: string;

  @Field(() => GraphQLISODateTime)
  joinedAt!: Date;

  @Field(() => Boolean, { description: "The team's owner, holding a seat." })
  isOwner!: boolean;

  @Field(() => Int, { description: 'Courses they saved progress in.' })
  coursesStarted!: number;

  @Field(() => [TeamCertificateType])
  certificates!: TeamCertificateView[];

  @Field(() => Int, { description: 'Distinct quizzes passed.' })
  quizzesPassed!: number;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When they last saved progress.' })
  lastActivityAt!: Date | null;
}

@ObjectType('TeamInvitation', { description: 'A mailed invitation not used yet.' })
export class TeamInvitationType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  email!: string;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => GraphQLISODateTime)
  expiresAt!: Date;
}

@ObjectType('TeamJoinLink')
export class TeamJoinLinkType {
  @Field(() => String, {
    description: 'The join page with its token: anyone signed in who opens it takes a free seat.',
  })
  url!: string;

  @Field(() => GraphQLISODateTime)
  expiresAt!: Date;
}

@ObjectType('Team', { description: 'A team plan as its owner sees it (docs/payments.md#team-plans).' })
export class TeamType implements TeamView {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => TEAM_STATUSES)
  status!: TeamStatus;

  @Field(() => Int, { description: 'Seats paid for now.' })
  seats!: number;

  @Field(() => Int, { nullable: true, description: 'Seats from the next renewal on, when fewer were asked for.' })
  renewalSeats!: number | null;

  @Field(() => Int)
  seatsUsed!: number;

  @Field(() => Int, { description: 'Seats a member can still take.' })
  seatsFree!: number;

  @Field(() => Boolean)
  ownerTakesSeat!: boolean;

  @Field(() => GraphQLISODateTime, { nullable: true })
  currentPeriodEnd!: Date | null;

  @Field(() => Boolean, { description: 'It renews at currentPeriodEnd (auto-renewal on, paid up).' })
  renews!: boolean;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'PAST_DUE: the last day of access unless paid.' })
  accessEndsAt!: Date | null;

  @Field(() => Int, { description: "The plan's yearly price per seat, in minor units." })
  pricePerSeat!: number;

  @Field(() => String)
  currency!: string;

  @Field(() => [TeamMemberType], { description: 'Every seat holder, first joined first (at most 500).' })
  members!: TeamMemberView[];

  @Field(() => [TeamInvitationType], { description: 'Mailed invitations not used, revoked or expired yet.' })
  invitations!: TeamInvitationType[];

  @Field(() => TeamJoinLinkType, { nullable: true, description: 'The live join link, if the owner made one.' })
  joinLink!: TeamJoinLinkType | null;
}

@ObjectType('TeamSeat', { description: "The caller's seat in a team." })
export class TeamSeatType {
  @Field(() => String)
  teamName!: string;

  @Field(() => String)
  ownerName!: string;

  @Field(() => GraphQLISODateTime)
  joinedAt!: Date;

  @Field(() => Boolean)
  isOwner!: boolean;

  @Field(() => Boolean, { description: "The team's subscription runs: the seat gives access." })
  active!: boolean;
}

@ObjectType('TeamInvitationPreview', { description: 'What the join page shows before the learner accepts.' })
export class TeamInvitationPreviewType implements TeamInvitationPreview {
  @Field(() => String)
  teamName!: string;

  @Field(() => String)
  ownerName!: string;

  @Field(() => GraphQLISODateTime)
  expiresAt!: Date;

  @Field(() => Int)
  seatsFree!: number;

  @Field(() => Boolean, {
    description: 'The caller has a subscription of their own, which keeps running if they join (they are told).',
  })
  hasOwnSubscription!: boolean;

  @Field(() => Boolean)
  alreadyMember!: boolean;

  @Field(() => Boolean, { description: 'The caller holds a seat in another team (they must leave it first).' })
  inAnotherTeam!: boolean;
}

@ObjectType('LeaveTeamPayload')
export class LeaveTeamPayload {
  @Field(() => String)
  message!: string;
}
