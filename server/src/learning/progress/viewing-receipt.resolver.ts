import { Arg, Ctx, Field, Float, ID, InputType, Int, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../http/graphql';
import { countViewingReceipt, type ViewingReceiptInput } from '../../media/download/viewing-receipts.service';
import { loadVerifiedLectures } from '../../media/viewing/viewing-record.service';

@InputType({ description: 'One heartbeat of offline playing, at the time the device recorded it.' })
class ReceiptHeartbeatInput {
  @Field(() => Float, { description: "The device's time, in milliseconds since the epoch." })
  atMs!: number;

  @Field(() => Float)
  positionSeconds!: number;

  @Field(() => Boolean)
  playing!: boolean;

  @Field(() => Float)
  rate!: number;

  @Field(() => Boolean)
  visible!: boolean;
}

@InputType('ViewingReceiptInput', {
  description: 'Offline viewing of a downloaded lecture, signed with the download key.',
})
class ViewingReceiptInputType implements ViewingReceiptInput {
  @Field(() => ID, { description: 'A UUID the device makes for the receipt: a receipt counts once.' })
  receiptId!: string;

  @Field(() => ID)
  grantId!: string;

  @Field(() => [Int], { description: 'The media segments the player played, by their index in the playlist.' })
  segments!: number[];

  @Field(() => [ReceiptHeartbeatInput])
  heartbeats!: ReceiptHeartbeatInput[];

  @Field(() => String, {
    description:
      'HMAC-SHA-256 with the download key, base64, of the JSON array [receiptId, grantId, segments, heartbeats as ' +
      '[atMs, positionSeconds, playing, rate, visible]].',
  })
  mac!: string;
}

@ObjectType('ViewingReceiptResult', { simpleResolvers: true, description: 'What the server counted of a receipt.' })
class ViewingReceiptResultType {
  @Field(() => ID)
  lectureId!: string;

  @Field(() => Float, { description: 'The seconds of the lecture the receipt proved watched.' })
  watchedSeconds!: number;

  @Field(() => Boolean, { description: "The lecture is verified complete for the caller (the server's record)." })
  verified!: boolean;
}

/** Beside the heartbeat: a receipt may verify a course's last lecture (viewing.verified issues the certificate). */
@Resolver()
export class ViewingReceiptResolver {
  @Mutation(() => ViewingReceiptResultType, {
    description:
      'On reconnecting: viewing done offline from a download, counted as heartbeats are online. FORBIDDEN for a ' +
      'receipt not signed with its download key, or outside the time the download could play; CONFLICT for one ' +
      'already counted; NOT_FOUND for a download not of the caller.',
  })
  async submitViewingReceipt(
    @Arg('input', () => ViewingReceiptInputType) input: ViewingReceiptInputType,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ViewingReceiptResultType> {
    const counted = await countViewingReceipt(ctx.scope, input);
    const viewerId = ctx.scope.viewer?.id ?? '';
    const verified = (await loadVerifiedLectures(ctx.scope.em, viewerId, [counted.lectureId])).has(counted.lectureId);
    return { lectureId: counted.lectureId, watchedSeconds: counted.watchedSeconds, verified };
  }
}
