import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { WebhookEvent } from '../../events/webhook-event.entity';
import { User } from '../../identity/user/user.entity';
import { nowOnCreate, nowOnUpdate, uuidPrimaryKey } from '../../shared/orm';

export type EndpointDisabledReason = 'ADMIN' | 'FAILING';
export type DeliveryStatus = 'PENDING' | 'SUCCEEDED' | 'FAILED';

/** An integrator's URL that receives the events it subscribed to, signed with its secret (webhook-signing.ts). */
const WebhookEndpointSchema = defineEntity({
  name: 'WebhookEndpoint',
  tableName: 'webhook_endpoints',
  properties: {
    id: uuidPrimaryKey(),
    url: p.string().length(2048),
    description: p.string().length(200),
    eventTypes: p.array<string>(),
    /**
     * The `whsec_…` signing secret, sealed under APP_SECRET (webhook-signing.ts): every delivery signs with it, so it
     * cannot be hashed like an API key. Shown to the admin once, when made or rotated.
     */
    secret: p.text(),
    /** The sealed secret before the last rotation, still signing (both signatures sent) until previousSecretExpiresAt. */
    previousSecret: p.text().nullable(),
    previousSecretExpiresAt: p.datetime().nullable(),
    enabled: p.boolean().default(true),
    /** Why a disabled endpoint is: an admin turned it off, or it kept failing (webhook-delivery.job.ts). */
    disabledReason: p.string().length(10).$type<EndpointDisabledReason>().nullable(),
    /** When its current run of failed attempts began; null after a success. Three days of it disable the endpoint. */
    failingSince: p.datetime().nullable(),
    /** The admin who made it, mailed when it is disabled; null once that account is closed. */
    owner: () => p.manyToOne(User).ref().nullable().deleteRule('set null').index(),
    createdAt: nowOnCreate(),
    updatedAt: nowOnUpdate(),
  },
});

export class WebhookEndpoint extends WebhookEndpointSchema.class {}
WebhookEndpointSchema.setClass(WebhookEndpoint);

/**
 * One event sent (and re-sent) to one endpoint: the fan-out of an event, a replay, or a test event. Holds the last
 * attempt's outcome; `attempts` counts them. A worker holds it while it sends (claimedUntil).
 */
const WebhookDeliverySchema = defineEntity({
  name: 'WebhookDelivery',
  tableName: 'webhook_deliveries',
  properties: {
    id: uuidPrimaryKey(),
    endpoint: () => p.manyToOne(WebhookEndpoint).ref().deleteRule('cascade'),
    event: () => p.manyToOne(WebhookEvent).ref().deleteRule('cascade').index(),
    eventType: p.string().length(60),
    status: p.string().length(10).$type<DeliveryStatus>().default('PENDING'),
    attempts: p.integer().default(0),
    /** When the next attempt is due (PENDING only). */
    nextAttemptAt: p.datetime(),
    /** A worker sending it holds it until then; one killed mid-send lets go when this passes, and it is sent again. */
    claimedUntil: p.datetime().nullable(),
    lastAttemptAt: p.datetime().nullable(),
    responseStatus: p.integer().nullable(),
    /** The start of the last response's body (at most RESPONSE_LOG_CHARS). */
    responseBody: p.text().nullable(),
    durationMs: p.integer().nullable(),
    /** Why the last attempt failed without a response (refused address, timeout, connection error). */
    error: p.string().length(500).nullable(),
    createdAt: nowOnCreate(),
  },
  indexes: [
    { name: 'webhook_deliveries_endpoint_log_index', properties: ['endpoint', 'createdAt', 'id'] },
    // The dispatcher's pass over what is due reads only the PENDING rows.
    { name: 'webhook_deliveries_pending_index', properties: ['nextAttemptAt'], where: `"status" = 'PENDING'` },
  ],
});

export class WebhookDelivery extends WebhookDeliverySchema.class {}
WebhookDeliverySchema.setClass(WebhookDelivery);

export type WebhookTables = InferKyselyDB<typeof WebhookEndpointSchema> & InferKyselyDB<typeof WebhookDeliverySchema>;
