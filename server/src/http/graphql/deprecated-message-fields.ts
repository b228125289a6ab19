import { Field, ObjectType } from 'type-graphql';

/** When the fields go (docs/api.md, "What a mutation answers, and deprecations"). */
const REMOVAL = 'Removed after 2027-06-30.';

/**
 * The `success` and `message` a mutation answered before it answered what it changed, kept for integrators not yet
 * moved: a payload type extends this, naming its mutation and the field to read instead. Both are marked deprecated
 * in the schema with that replacement. type-graphql gives a type the fields of the object type it extends; this one
 * is never answered itself, so the schema, built from what the resolvers reach, does not list it.
 */
export function DeprecatedMessageFields(mutation: string, replacement: string) {
  @ObjectType(`${mutation}DeprecatedMessageFields`)
  abstract class MessageFields {
    @Field(() => Boolean, {
      deprecationReason: `Always true: a refused ${mutation} answers an error. Read \`${replacement}\`. ${REMOVAL}`,
    })
    success!: boolean;

    @Field(() => String, {
      deprecationReason: `A notice for people; clients word their own. Read \`${replacement}\`. ${REMOVAL}`,
    })
    message!: string;
  }
  return MessageFields;
}
