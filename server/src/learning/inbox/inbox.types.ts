import { INBOX_KINDS, type InboxKind } from '@coursehub/shared';
import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { connectionType, enumValues } from '../../http/graphql';
import type { InboxItemView } from './inbox-rows';

export const InboxKindEnum = enumValues(INBOX_KINDS);
registerEnumType(InboxKindEnum, {
  name: 'InboxKind',
  description:
    'QUESTION_ANSWERED: someone answered your question; NEW_LECTURE: a course you follow has a new lecture; ' +
    "CERTIFICATE_ISSUED: you earned a course's or a learning path's certificate; TEAM_INVITATION: a team owner invited your address.",
});

@ObjectType('InboxItem', {
  simpleResolvers: true,
  description: "One thing the in-app inbox tells its learner, with the texts it had when it was told; nobody else's.",
})
export class InboxItemType implements InboxItemView {
  @Field(() => ID)
  id!: string;

  @Field(() => InboxKindEnum)
  kind!: InboxKind;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => Boolean)
  read!: boolean;

  @Field(() => ID, { nullable: true, description: 'The course it is about; null for a team invitation.' })
  courseId!: string | null;

  @Field(() => String, { nullable: true })
  courseTitle!: string | null;

  @Field(() => ID, { nullable: true, description: 'The lecture it is about (an answer, a new lecture).' })
  lectureId!: string | null;

  @Field(() => String, { nullable: true })
  lectureTitle!: string | null;

  @Field(() => ID, { nullable: true, description: 'QUESTION_ANSWERED: the question answered.' })
  questionId!: string | null;

  @Field(() => String, { nullable: true })
  questionTitle!: string | null;

  @Field(() => String, { nullable: true, description: 'QUESTION_ANSWERED: who answered.' })
  actorName!: string | null;

  @Field(() => String, { nullable: true, description: "CERTIFICATE_ISSUED: the certificate's verification code." })
  certificateCode!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "CERTIFICATE_ISSUED of a learning path: the path's title (the item has no course then).",
  })
  pathTitle!: string | null;

  @Field(() => String, { nullable: true, description: 'TEAM_INVITATION: the team (its owner is `actorName`).' })
  teamName!: string | null;

  @Field(() => ID, {
    nullable: true,
    description: 'TEAM_INVITATION: the invitation, which `teamInvitation` and `joinTeam` take for its own address.',
  })
  invitationId!: string | null;
}

/** The caller's inbox, newest first (created_at, then id). */
export const InboxItemConnectionType = connectionType('InboxItem', InboxItemType);

@ObjectType('MarkInboxReadPayload', { simpleResolvers: true })
export class MarkInboxReadPayloadType {
  @Field(() => [InboxItemType], { description: 'The items this call marked read.' })
  items!: InboxItemView[];

  @Field(() => Int, { description: 'How many of the caller’s items remain unread.' })
  unreadCount!: number;
}
