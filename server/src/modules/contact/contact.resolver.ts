import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../http/graphql/context';
import { MessagePayload } from '../user/user.types';
import { listContactMessages, submitContact } from './contact.service';
import { ContactInput, ContactMessageType } from './contact.types';

@Resolver()
export class ContactResolver {
  @Mutation(() => MessagePayload)
  submitContact(@Arg('input', () => ContactInput) input: ContactInput, @Ctx() ctx: GraphQLContext) {
    return submitContact(ctx.scope, input);
  }

  @Authorized('ADMIN')
  @Query(() => [ContactMessageType], { description: 'Newest first; at most 100.' })
  contactMessages(@Arg('limit', () => Int, { defaultValue: 50 }) limit: number, @Ctx() ctx: GraphQLContext) {
    return listContactMessages(ctx.scope, limit);
  }
}
