import { Field, ObjectType } from 'type-graphql';

/**
 * A person as those allowed to know who they are see them (an account, a payment's customer, a team member, a
 * quiz's learner): the GraphQL types of these extend it rather than each declaring the two fields again. No field
 * returns it, so the schema has no type of its own for it.
 */
@ObjectType()
export abstract class NamedPersonFields {
  @Field(() => String)
  fullName!: string;

  @Field(() => String)
  email!: string;
}
