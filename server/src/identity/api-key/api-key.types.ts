import { API_SCOPE_NAMES } from '@coursehub/shared';
import { Field, GraphQLISODateTime, ID, InputType, ObjectType } from 'type-graphql';

@ObjectType('ApiKey', { description: "An integrator's credential; its secret is shown once, when it is made." })
export class ApiKeyType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: "The secret's first characters (`chk_` and 8 more), to tell keys apart." })
  prefix!: string;

  @Field(() => [String], {
    description: "What it may do: catalog:read, courses:write, …, as the API's docs list them.",
  })
  scopes!: string[];

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => String, {
    description: "The admin who made it, as they were named then (kept after that admin's account is closed).",
  })
  createdByName!: string;

  @Field(() => Boolean, {
    description:
      "The admin who made it has closed their account. The key is the organisation's: it keeps working until it " +
      'expires or an admin revokes it.',
  })
  creatorAccountClosed!: boolean;

  @Field(() => GraphQLISODateTime)
  expiresAt!: Date;

  @Field(() => GraphQLISODateTime, { nullable: true })
  revokedAt!: Date | null;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When it was last used, to the minute; null if never.',
  })
  lastUsedAt!: Date | null;
}

@InputType('CreateApiKeyInput')
export class CreateApiKeyInput {
  @Field(() => String, { description: 'At most 100 characters.' })
  name!: string;

  @Field(() => [String], {
    description: `At least one of ${API_SCOPE_NAMES.join(', ')}.`,
  })
  scopes!: string[];

  @Field(() => GraphQLISODateTime, { description: 'In the future, and at most 366 days away.' })
  expiresAt!: Date;
}

@ObjectType('CreatedApiKey')
export class CreatedApiKey {
  @Field(() => String, {
    description: 'The secret, sent as `Authorization: Bearer <key>`. Shown this once: only its hash is kept.',
  })
  key!: string;

  @Field(() => ApiKeyType)
  apiKey!: ApiKeyType;
}
