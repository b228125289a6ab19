import { MAIL_KINDS, type MailKind } from '@coursehub/shared';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { enumValues } from '../../http/graphql';
import type { MailPreference } from './mail-preferences.service';

export const MailKindEnum = enumValues(MAIL_KINDS);
registerEnumType(MailKindEnum, { name: 'MailKind', description: 'A kind of mail that can be turned off.' });

@ObjectType('MailSubscription', { description: 'Whether a user gets one kind of mail.' })
export class MailSubscriptionType implements MailPreference {
  @Field(() => MailKindEnum)
  kind!: MailKind;

  @Field(() => Boolean)
  subscribed!: boolean;
}
