import { Field, GraphQLISODateTime, ID, InputType, ObjectType } from 'type-graphql';
import { connectionType, DeprecatedMessageFields } from '../../http/graphql';
import type { ContactFields, ListedContactMessage } from './contact.service';

/**
 * The contact form's fields, as sent (ContactInput) and as the admin reads them (ContactMessage): both extend it.
 * Neither base is answered or taken itself, so the schema, built from what the resolvers reach, lists neither.
 */
@ObjectType('ContactFieldsOutput', { simpleResolvers: true })
@InputType('ContactFieldsInput')
abstract class ContactFormFields implements ContactFields {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  message!: string;
}

@ObjectType('ContactMessage', { simpleResolvers: true, description: 'A message sent with the contact form.' })
export class ContactMessageType extends ContactFormFields implements ListedContactMessage {
  @Field(() => ID)
  id!: string;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;
}

/** The contact form's messages newest first, a page at a time. */
export const ContactMessageConnectionType = connectionType('ContactMessage', ContactMessageType);

@InputType('ContactInput')
export class ContactInput extends ContactFormFields {}

@ObjectType('SubmitContactPayload', { simpleResolvers: true })
export class SubmitContactPayload extends DeprecatedMessageFields('submitContact', 'receivedAt') {
  @Field(() => GraphQLISODateTime, { description: 'When the message was received: it waits for the team from then.' })
  receivedAt!: Date;
}
