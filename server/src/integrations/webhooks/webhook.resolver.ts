import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { type GraphQLContext, say } from '../../http/graphql';
import {
  CreateWebhookEndpointInput,
  UpdateWebhookEndpointInput,
  WebhookActionPayload,
  WebhookDeliveryConnectionType,
  WebhookEndpointType,
  WebhookEndpointWithSecret,
} from './webhook.types';
import { listWebhookDeliveries } from './webhook-deliveries.service';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  replayWebhookDelivery,
  rotateWebhookSecret,
  sendTestWebhookEvent,
  updateWebhookEndpoint,
} from './webhook-endpoints.service';
import { WEBHOOK_MESSAGES } from './webhooks.messages';

// Edge gates; the services check the role again, so no transport can skip it.
@Authorized('ADMIN')
@Resolver(() => WebhookEndpointType)
export class WebhookResolver {
  @Query(() => [WebhookEndpointType], { description: 'ADMIN: every outbound webhook endpoint, oldest first.' })
  webhookEndpoints(@Ctx() ctx: GraphQLContext) {
    return listWebhookEndpoints(ctx.scope);
  }

  @Query(() => WebhookDeliveryConnectionType, {
    description: "ADMIN: an endpoint's delivery log, newest first; `first` 1–100 (24 by default) after `after`.",
  })
  webhookDeliveries(
    @Arg('endpointId', () => ID) endpointId: string,
    @Arg('first', () => Int, { nullable: true }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return listWebhookDeliveries(ctx.scope, endpointId, { first, after });
  }

  @Mutation(() => WebhookEndpointWithSecret, {
    description: 'ADMIN: a new endpoint; its secret is in this answer only.',
  })
  createWebhookEndpoint(
    @Arg('input', () => CreateWebhookEndpointInput) input: CreateWebhookEndpointInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return createWebhookEndpoint(ctx.scope, input);
  }

  @Mutation(() => WebhookEndpointType, { description: 'ADMIN: changes the fields given; enable or disable it.' })
  updateWebhookEndpoint(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateWebhookEndpointInput) input: UpdateWebhookEndpointInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return updateWebhookEndpoint(ctx.scope, id, input);
  }

  @Mutation(() => WebhookEndpointWithSecret, {
    description: 'ADMIN: a new secret, in this answer only; the old one keeps signing beside it for 24 hours.',
  })
  rotateWebhookSecret(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return rotateWebhookSecret(ctx.scope, id);
  }

  @Mutation(() => WebhookActionPayload, { description: 'ADMIN: deletes the endpoint and its delivery log.' })
  async deleteWebhookEndpoint(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return { id: await deleteWebhookEndpoint(ctx.scope, id), message: say(ctx.req, WEBHOOK_MESSAGES.endpointDeleted) };
  }

  @Mutation(() => WebhookActionPayload, {
    description: "ADMIN: sends the delivery's event again (same webhook-id) as a new delivery; returns its id.",
  })
  async replayWebhookDelivery(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return { id: await replayWebhookDelivery(ctx.scope, id), message: say(ctx.req, WEBHOOK_MESSAGES.replayQueued) };
  }

  @Mutation(() => WebhookActionPayload, {
    description: 'ADMIN: delivers a `webhook.test` event to this endpoint only; returns the delivery id.',
  })
  async sendTestWebhookEvent(@Arg('endpointId', () => ID) endpointId: string, @Ctx() ctx: GraphQLContext) {
    return {
      id: await sendTestWebhookEvent(ctx.scope, endpointId),
      message: say(ctx.req, WEBHOOK_MESSAGES.testQueued),
    };
  }
}
