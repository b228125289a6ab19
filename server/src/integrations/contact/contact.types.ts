import { Field, GraphQLISODateTime, ID, InputType, ObjectType } from 'type-graphql';
import { connectionType, DeprecatedMessageFields } from '../../http/graphql';
import type { ListedContactMessage } from './contact.service';

@ObjectType('ContactMessage', { simpleResolvers: true, description: 'A message sent with the contact form.' })
export class ContactMessageType implements ListedContactMessage {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  message!: string;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;
}

/** The contact form's messages newest first, a page at a time. */
export const ContactMessageConnectionType = connectionType('ContactMessage', ContactMessageType);

@InputType('ContactInput')
export class ContactInput {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  message!: string;
}

@ObjectType('SubmitContactPayload', { simpleResolvers: true })
export class SubmitContactPayload extends DeprecatedMessageFields('submitContact', 'receivedAt') {
  @Field(() => GraphQLISODateTime, { description: 'When the message was received: it waits for the team from then.' })
  receivedAt!: Date;
}
