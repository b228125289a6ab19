import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { connectionType } from '../../http/graphql';
import { TEAM_STATUSES } from './team.types';
import type { TeamSummaryView } from './team-admin.service';
import type { TeamStatus } from './team-reading.service';

@ObjectType('TeamSummary', { description: "A team plan as the platform's admins see it: its owner and its seats." })
export class TeamSummaryType implements TeamSummaryView {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'The owner, who pays for the seats.' })
  ownerName!: string;

  @Field(() => String)
  ownerEmail!: string;

  @Field(() => TEAM_STATUSES)
  status!: TeamStatus;

  @Field(() => Int, { description: 'Seats the running period paid for.' })
  seats!: number;

  @Field(() => Int, { description: 'Seats held by members, the owner included when they take one.' })
  seatsUsed!: number;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Null unless ACTIVE or PAST_DUE.' })
  currentPeriodEnd!: Date | null;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;
}

export const TeamSummaryConnectionType = connectionType('TeamSummary', TeamSummaryType);
