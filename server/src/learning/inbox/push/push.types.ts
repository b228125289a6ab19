import { Field, InputType, ObjectType } from 'type-graphql';
import type { PushDeviceState, PushSubscriptionInput } from './push-subscriptions.service';

@InputType('PushSubscriptionKeysInput')
export class PushSubscriptionKeysInputType {
  @Field(() => String, { description: "The browser's P-256 public key, base64url (PushSubscription.toJSON().keys)." })
  p256dh!: string;

  @Field(() => String, { description: "The browser's 16-byte authentication secret, base64url." })
  auth!: string;
}

@InputType('PushSubscriptionInput', { description: "A browser's PushSubscription, as its toJSON() gives it." })
export class PushSubscriptionInputType implements PushSubscriptionInput {
  @Field(() => String, { description: "The push service's URL for this browser (https)." })
  endpoint!: string;

  @Field(() => PushSubscriptionKeysInputType)
  keys!: PushSubscriptionKeysInputType;
}

@ObjectType('PushDevice', { simpleResolvers: true, description: "Whether one of the caller's browsers gets web push." })
export class PushDeviceType implements PushDeviceState {
  @Field(() => String)
  endpoint!: string;

  @Field(() => Boolean)
  subscribed!: boolean;
}
