import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../http/graphql';
import { MessagePayload } from '../user/user.types';
import { CONTACT_SUBMITTED_MESSAGE } from './contact.messages';
import { listContactMessages, submitContact } from './contact.service';
import { ContactInput, ContactMessageType } from './contact.types';

@Resolver()
export class ContactResolver {
  @Mutation(() => MessagePayload)
  async submitContact(
    @Arg('input', () => ContactInput) input: ContactInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MessagePayload> {
    await submitContact(ctx.scope, input);
    return { success: true, message: CONTACT_SUBMITTED_MESSAGE };
  }

  @Authorized('ADMIN')
  @Query(() => [ContactMessageType], { description: 'Newest first; at most 100.' })
  contactMessages(@Arg('limit', () => Int, { defaultValue: 50 }) limit: number, @Ctx() ctx: GraphQLContext) {
    return listContactMessages(ctx.scope, limit);
  }
}
