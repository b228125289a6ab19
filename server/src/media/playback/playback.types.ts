import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import type { PlaybackLeaseView } from './playback-leases.service';

@ObjectType('PlaybackLease', {
  simpleResolvers: true,
  description:
    "One device's right to play lectures: the account's learners play on at most MAX_CONCURRENT_STREAMS devices at " +
    'once. The player renews it while it plays and releases it when it stops.',
})
export class PlaybackLeaseType implements PlaybackLeaseView {
  @Field(() => ID, { description: 'Names this lease in renewPlaybackLease and releasePlaybackLease.' })
  id!: string;

  @Field(() => GraphQLISODateTime, { description: 'When it lapses unless renewed.' })
  expiresAt!: Date;

  @Field(() => Int, { description: 'How long the player waits before renewing it, while it plays.' })
  renewAfterSeconds!: number;
}
