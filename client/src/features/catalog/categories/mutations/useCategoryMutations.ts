import type { ApolloCache } from '@apollo/client';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../../gql';
import { type Mutate, useNoticedMutation } from '../../../../shared/useNoticedMutation';

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
      name
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
async function create(mutate: Mutate<typeof CreateCategoryMutation>, name: string) {
  await mutate({ variables: { name } });
}
export function useCreateCategoryMutation() {
  const { t } = useTranslation('admin');
  const texts = useCallback(
    (name: string) => ({ success: t('categories.added', { name }), failure: t('categories.addFailed') }),
    [t],
  );
  return useNoticedMutation(CreateCategoryMutation, texts, create, refetch);
}

async function rename(mutate: Mutate<typeof RenameCategoryMutation>, name: string, newName: string) {
  await mutate({ variables: { name, newName } });
}
export function useRenameCategoryMutation() {
  const { t } = useTranslation('admin');
  const texts = useCallback(
    (_name: string, newName: string) => ({
      success: t('categories.renamed', { name: newName }),
      failure: t('categories.renameFailed'),
    }),
    [t],
  );
  return useNoticedMutation(RenameCategoryMutation, texts, rename, refetch);
}

async function merge(mutate: Mutate<typeof MergeCategoriesMutation>, source: string, into: string) {
  await mutate({ variables: { into, sources: [source] } });
}
export function useMergeCategoriesMutation() {
  const { t } = useTranslation('admin');
  const texts = useCallback(
    (_source: string, into: string) => ({
      success: t('categories.merged', { into }),
      failure: t('categories.mergeFailed'),
    }),
    [t],
  );
  return useNoticedMutation(MergeCategoriesMutation, texts, merge, refetch);
}

async function remove(mutate: Mutate<typeof DeleteCategoryMutation>, name: string) {
  await mutate({ variables: { name } });
}
export function useDeleteCategoryMutation() {
  const { t } = useTranslation('admin');
  const texts = useCallback(
    (name: string) => ({ success: t('categories.deleted', { name }), failure: t('categories.deleteFailed') }),
    [t],
  );
  return useNoticedMutation(DeleteCategoryMutation, texts, remove, refetch);
}
