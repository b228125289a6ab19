import { Field, GraphQLISODateTime, ID, InputType, ObjectType } from 'type-graphql';

@ObjectType('ContactMessage')
export class ContactMessageType {
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

@InputType('ContactInput')
export class ContactInput {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  message!: string;
}
