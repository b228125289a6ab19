import { Field, ObjectType } from 'type-graphql';
import { UserType } from '../user/user.types';

@ObjectType('CheckoutConfirmation')
export class CheckoutConfirmationType {
  @Field(() => Boolean)
  success!: boolean;

  @Field(() => String)
  subscriptionId!: string;

  @Field(() => String, { description: "'Subscription Active'" })
  message!: string;

  @Field(() => UserType, { description: 'The caller as they are now (subscription active), for client caches.' })
  user!: UserType;
}

@ObjectType('AutoRenewalResult')
export class AutoRenewalResultType {
  @Field(() => Boolean)
  success!: boolean;

  @Field(() => String, { description: 'What changed, to show the learner.' })
  message!: string;

  @Field(() => UserType, {
    description: 'The caller as they are now (subscription.renews changed), for client caches.',
  })
  user!: UserType;
}

@ObjectType('CancellationResult')
export class CancellationResultType {
  @Field(() => Boolean)
  success!: boolean;

  @Field(() => String, { description: "'Cancellation successful'" })
  message!: string;

  @Field(() => Boolean, { description: 'Whether the last payment was refunded in full (within the refund window).' })
  refunded!: boolean;

  @Field(() => UserType, { description: 'The caller as they are now (subscription canceled), for client caches.' })
  user!: UserType;
}
