import { useQuery } from '@apollo/client/react';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmDialog } from '../../../../components/ConfirmDialog';
import { PageIntro } from '../../../../components/ui/page-intro';
import { ListSkeleton } from '../../../../components/ui/skeletons';
import { confirmDeleteCategory, confirmMerge } from '../categoryTexts';
import { AddCategoryForm } from '../components/AddCategoryForm';
import { CategoryRow, type CategoryRowData } from '../components/CategoryRow';
import {
  CategoriesPageQuery,
  useCreateCategoryMutation,
  useDeleteCategoryMutation,
  useMergeCategoriesMutation,
  useRenameCategoryMutation,
} from '../mutations/useCategoryMutations';

function CategoryList({ categories }: { categories: readonly CategoryRowData[] }) {
  const { t } = useTranslation('admin');
  const [renameCategory] = useRenameCategoryMutation();
  const [mergeCategories] = useMergeCategoriesMutation();
  const [deleteCategory] = useDeleteCategoryMutation();
  const [confirm, confirmDialog] = useConfirmDialog();

  const merge = async (source: CategoryRowData, into: string) => {
    if (await confirm(confirmMerge(t, source.name, into, source.courseCount))) await mergeCategories(source.name, into);
  };
  const remove = async (name: string) => {
    if (await confirm(confirmDeleteCategory(t, name))) await deleteCategory(name);
  };

  if (categories.length === 0) return <Text>{t('categories.empty')}</Text>;
  const names = categories.map(({ name }) => name);
  return (
    <Box as="ul" listStyleType="none" borderWidth="1px" borderRadius="md">
      {categories.map((category) => (
        <CategoryRow
          key={category.name}
          category={category}
          others={names.filter((name) => name !== category.name)}
          onRename={renameCategory}
          onMerge={merge}
          onDelete={remove}
        />
      ))}
      {confirmDialog}
    </Box>
  );
}

/**
 * /admin/categories (ADMIN): the catalogue's categories with their course counts; add one, rename one (every course
 * follows), merge one into another, or delete an empty one.
 */
export function CategoriesPage() {
  const { t } = useTranslation('admin');
  const listHeadingId = useId();
  const { data, loading, error } = useQuery(CategoriesPageQuery, { fetchPolicy: 'cache-and-network' });
  const [createCategory] = useCreateCategoryMutation();

  return (
    <Stack gap="8" maxW="4xl" mx="auto" w="full">
      <PageIntro heading={t('categories.heading')} intro={t('categories.intro')} />
      <AddCategoryForm onAdd={createCategory} />
      <Stack as="section" aria-labelledby={listHeadingId} gap="3">
        <Heading as="h2" size="lg" id={listHeadingId}>
          {t('categories.listHeading')}
        </Heading>
        {data ? (
          <CategoryList categories={data.managedCategories} />
        ) : loading ? (
          <ListSkeleton label={t('categories.loading')} rows={5} />
        ) : error ? (
          <Text role="alert" color="fg.error">
            {t('categories.loadFailed')}
          </Text>
        ) : null}
      </Stack>
    </Stack>
  );
}
