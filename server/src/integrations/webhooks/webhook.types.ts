import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import { connectionType } from '../../http/graphql';
import type { WebhookDeliveryView } from './webhook-deliveries.service';
import type { WebhookEndpointChanges, WebhookEndpointInput } from './webhook-endpoints.service';

@ObjectType('WebhookEndpoint', { description: 'A URL that receives signed events; its secret is shown once.' })
export class WebhookEndpointType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  url!: string;

  @Field(() => String)
  description!: string;

  @Field(() => [String], { description: 'The events it receives: user.created, payment.succeeded, … (docs/api.md).' })
  eventTypes!: string[];

  @Field(() => Boolean)
  enabled!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Why it is disabled: ADMIN (turned off) or FAILING (every attempt failed for 3 days).',
  })
  disabledReason!: string | null;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When its current run of failures began; null after a success.',
  })
  failingSince!: Date | null;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'Until when the secret before the last rotation still signs (both signatures are sent).',
  })
  previousSecretExpiresAt!: Date | null;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => GraphQLISODateTime)
  updatedAt!: Date;
}

@ObjectType('WebhookEndpointWithSecret', { description: 'An endpoint just made or rotated, with its new secret.' })
export class WebhookEndpointWithSecret {
  @Field(() => WebhookEndpointType)
  endpoint!: WebhookEndpointType;

  @Field(() => String, { description: '`whsec_…`: shown in this answer only; verify signatures with it.' })
  secret!: string;
}

@ObjectType('WebhookDelivery', { description: 'One event sent to one endpoint, with its last attempt.' })
export class WebhookDeliveryType implements WebhookDeliveryView {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'The `webhook-id` header: the same for every attempt and replay of the event.' })
  eventId!: string;

  @Field(() => String)
  eventType!: string;

  @Field(() => String, { description: 'PENDING (retrying), SUCCEEDED or FAILED (retries over, or endpoint disabled).' })
  status!: WebhookDeliveryView['status'];

  @Field(() => Int)
  attempts!: number;

  @Field(() => String, { description: 'The JSON body sent.' })
  requestBody!: string;

  @Field(() => Int, { nullable: true, description: "The last attempt's HTTP status; null when none came back." })
  responseStatus!: number | null;

  @Field(() => String, { nullable: true, description: "The start of the last attempt's response body." })
  responseBody!: string | null;

  @Field(() => Int, { nullable: true })
  durationMs!: number | null;

  @Field(() => String, { nullable: true, description: 'Why the last attempt got no response (refused, timed out…).' })
  error!: string | null;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => GraphQLISODateTime, { nullable: true })
  lastAttemptAt!: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  nextAttemptAt!: Date | null;
}

export const WebhookDeliveryConnectionType = connectionType('WebhookDelivery', WebhookDeliveryType);

@InputType('CreateWebhookEndpointInput')
export class CreateWebhookEndpointInput implements WebhookEndpointInput {
  @Field(() => String, { description: 'https:// (http:// to a loopback receiver outside production).' })
  url!: string;

  @Field(() => String, { nullable: true, description: 'At most 200 characters.' })
  description?: string | null;

  @Field(() => [String], { description: 'At least one event type.' })
  eventTypes!: string[];
}

@InputType('UpdateWebhookEndpointInput', { description: 'Only the fields given change.' })
export class UpdateWebhookEndpointInput implements WebhookEndpointChanges {
  @Field(() => String, { nullable: true })
  url?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => [String], { nullable: true })
  eventTypes?: string[] | null;

  @Field(() => Boolean, { nullable: true, description: 'Enabling starts the failure count afresh.' })
  enabled?: boolean | null;
}

@ObjectType('WebhookActionPayload')
export class WebhookActionPayload {
  @Field(() => ID, { description: 'The endpoint deleted, or the delivery queued.' })
  id!: string;

  @Field(() => String)
  message!: string;
}
