import { Arg, Authorized, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { DeprecatedMessageFields, type GraphQLContext, say } from '../../http/graphql';
import {
  type CategoryView,
  createCategory,
  deleteCategory,
  listManagedCategories,
  mergeCategories,
  renameCategory,
} from './category.service';
import { CATEGORY_DELETED_MESSAGE } from './course.messages';

@ObjectType('Category', { simpleResolvers: true, description: 'A managed category; its name is unique ignoring case.' })
export class CategoryType implements CategoryView {
  @Field(() => String)
  name!: string;

  @Field(() => Int, { description: 'Its courses, drafts included.' })
  courseCount!: number;

  @Field(() => Int, { description: 'Its PUBLISHED courses: what learners see.' })
  publishedCount!: number;
}

@ObjectType('DeleteCategoryPayload', { simpleResolvers: true })
export class DeleteCategoryPayload extends DeprecatedMessageFields('deleteCategory', 'name') {
  @Field(() => String, { description: 'The deleted category: a client drops it from its lists.' })
  name!: string;
}

/** Managed categories: ADMINs only. Learners see categories through `categories` and the courses' `category`. */
@Authorized('ADMIN')
@Resolver(() => CategoryType)
export class CategoryResolver {
  @Query(() => [CategoryType], { description: 'Every category, by name, with its course counts.' })
  managedCategories(@Ctx() ctx: GraphQLContext) {
    return listManagedCategories(ctx.scope);
  }

  @Mutation(() => CategoryType, { description: 'CONFLICT when a category has this name in any case.' })
  createCategory(@Arg('name', () => String) name: string, @Ctx() ctx: GraphQLContext) {
    return createCategory(ctx.scope, name);
  }

  @Mutation(() => CategoryType, {
    description: 'Renames the category in every course. CONFLICT when the name is taken.',
  })
  renameCategory(
    @Arg('name', () => String) name: string,
    @Arg('newName', () => String) newName: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return renameCategory(ctx.scope, name, newName);
  }

  @Mutation(() => CategoryType, { description: "Moves the sources' courses into `into` and deletes the sources." })
  mergeCategories(
    @Arg('sources', () => [String]) sources: string[],
    @Arg('into', () => String) into: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return mergeCategories(ctx.scope, sources, into);
  }

  @Mutation(() => DeleteCategoryPayload, {
    description: 'Deletes an unused category; CONFLICT while it has courses (merge it instead).',
  })
  async deleteCategory(
    @Arg('name', () => String) name: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DeleteCategoryPayload> {
    await deleteCategory(ctx.scope, name);
    return { name, success: true, message: say(ctx.req, CATEGORY_DELETED_MESSAGE) };
  }
}
