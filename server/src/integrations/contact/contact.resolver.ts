import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { type GraphQLContext, say } from '../../http/graphql';
import { CONTACT_SUBMITTED_MESSAGE } from './contact.messages';
import { listContactMessages, submitContact } from './contact.service';
import { ContactInput, ContactMessageConnectionType, SubmitContactPayload } from './contact.types';

@Resolver()
export class ContactResolver {
  @Mutation(() => SubmitContactPayload)
  async submitContact(
    @Arg('input', () => ContactInput) input: ContactInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SubmitContactPayload> {
    const received = await submitContact(ctx.scope, input);
    return { receivedAt: received.createdAt, success: true, message: say(ctx.req, CONTACT_SUBMITTED_MESSAGE) };
  }

  @Authorized('ADMIN')
  @Query(() => ContactMessageConnectionType, {
    description:
      "ADMIN only. The contact form's messages, newest first, a page at a time: `first` (1–100, 24 by default) " +
      'after the cursor `after`. BAD_USER_INPUT for a cursor this list did not give.',
  })
  contactMessages(
    @Arg('first', () => Int, { nullable: true }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return listContactMessages(ctx.scope, { first, after });
  }
}
