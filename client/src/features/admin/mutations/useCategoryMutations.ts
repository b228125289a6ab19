import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../../gql';
import { type Mutate, useNoticedMutation } from '../../../shared/useNoticedMutation';
import { categoryTexts } from '../categoryTexts';

/** The fields every category mutation answers with, so the cached list updates in place. */
export const CategoryRowFragment = graphql(`
  fragment CategoryRow_category on Category {
    name
    courseCount
    publishedCount
  }
`);

export const CategoriesPageQuery = graphql(`
  query CategoriesPageQuery {
    managedCategories {
      ...CategoryRow_category @unmask
    }
  }
`);

export const CreateCategoryMutation = graphql(`
  mutation CreateCategoryMutation($name: String!) {
    createCategory(name: $name) {
      ...CategoryRow_category
    }
  }
`);

export const RenameCategoryMutation = graphql(`
  mutation RenameCategoryMutation($name: String!, $newName: String!) {
    renameCategory(name: $name, newName: $newName) {
      ...CategoryRow_category
    }
  }
`);

export const MergeCategoriesMutation = graphql(`
  mutation MergeCategoriesMutation($into: String!, $sources: [String!]!) {
    mergeCategories(into: $into, sources: $sources) {
      ...CategoryRow_category
    }
  }
`);

export const DeleteCategoryMutation = graphql(`
  mutation DeleteCategoryMutation($name: String!) {
    deleteCategory(name: $name) {
      success
      message
    }
  }
`);

/**
 * A rename or merge changes the list's identities (categories are keyed by name): the page's list is refetched (one
 * small query, which also refreshes the course forms' `managedCategories`), and the catalogue's lists and filters are
 * dropped from the cache, so the catalogue asks again when next shown.
 */
const refetch = {
  refetchQueries: ['CategoriesPageQuery'],
  awaitRefetchQueries: true,
  update: (cache: ApolloCache) => {
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'categories' });
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'courses' });
  },
};
const createTexts = (name: string) => ({ success: categoryTexts.added(name), failure: categoryTexts.addFailed });
const renameTexts = (_name: string, newName: string) => ({
  success: categoryTexts.renamed(newName),
  failure: categoryTexts.renameFailed,
});
const mergeTexts = (_source: string, into: string) => ({
  success: categoryTexts.merged(into),
  failure: categoryTexts.mergeFailed,
});
const deleteTexts = (name: string) => ({ success: categoryTexts.deleted(name), failure: categoryTexts.deleteFailed });

async function create(mutate: Mutate<typeof CreateCategoryMutation>, name: string) {
  await mutate({ variables: { name } });
}
export const useCreateCategoryMutation = () => useNoticedMutation(CreateCategoryMutation, createTexts, create, refetch);

async function rename(mutate: Mutate<typeof RenameCategoryMutation>, name: string, newName: string) {
  await mutate({ variables: { name, newName } });
}
export const useRenameCategoryMutation = () => useNoticedMutation(RenameCategoryMutation, renameTexts, rename, refetch);

async function merge(mutate: Mutate<typeof MergeCategoriesMutation>, source: string, into: string) {
  await mutate({ variables: { into, sources: [source] } });
}
export const useMergeCategoriesMutation = () => useNoticedMutation(MergeCategoriesMutation, mergeTexts, merge, refetch);

async function remove(mutate: Mutate<typeof DeleteCategoryMutation>, name: string) {
  await mutate({ variables: { name } });
}
export const useDeleteCategoryMutation = () => useNoticedMutation(DeleteCategoryMutation, deleteTexts, remove, refetch);
