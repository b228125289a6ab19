import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Mocks, mock } from '../../../../test/mocks';
import { renderApp } from '../../../../test/renderApp';
import {
  CategoriesPageQuery,
  DeleteCategoryMutation,
  MergeCategoriesMutation,
  RenameCategoryMutation,
} from '../mutations/useCategoryMutations';

const category = (name: string, courseCount: number, publishedCount = courseCount) => ({
  __typename: 'Category' as const,
  name,
  courseCount,
  publishedCount,
});

const list = (categories: ReturnType<typeof category>[]) =>
  mock({ request: { query: CategoriesPageQuery }, result: { data: { managedCategories: categories } } });

const renderCategories = (mocks: Mocks) => renderApp({ path: '/admin/categories', session: 'ADMIN', mocks });
const rowOf = (name: string) => within(screen.getByText(name, { selector: 'p' }).closest('li') as HTMLElement);

describe('CategoriesPage', () => {
  it('lists each category with its counts; only an empty one can be deleted', async () => {
    renderCategories([list([category('Design', 4, 3), category('Web Development', 2), category('Botany', 0)])]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Categories' })).toBeInTheDocument();
    await screen.findByText('Design', { selector: 'p' });
    expect(rowOf('Design').getByText('3 published · 4 in all')).toBeInTheDocument();
    expect(rowOf('Web Development').getByText('2 courses')).toBeInTheDocument();
    expect(rowOf('Design').getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(rowOf('Botany').getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(rowOf('Botany').getByText('Empty')).toBeInTheDocument();
  });

  it('renames a category in place, and the list shows the new name', async () => {
    const { user } = renderCategories([
      list([category('design', 2)]),
      mock({
        request: { query: RenameCategoryMutation, variables: { name: 'design', newName: 'Design' } },
        result: { data: { renameCategory: category('Design', 2) } },
      }),
      list([category('Design', 2)]),
    ]);
    await screen.findByText('design', { selector: 'p' });
    await user.click(rowOf('design').getByRole('button', { name: 'Rename' }));
    const field = screen.getByRole('textbox', { name: 'New name for design' });
    await user.clear(field);
    await user.type(field, 'Design');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Renamed to "Design"')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Design', { selector: 'p' })).toBeInTheDocument());
    expect(screen.queryByRole('textbox', { name: /New name/ })).not.toBeInTheDocument();
  });

  it('merges a category into another after saying how many courses move', async () => {
    const { user } = renderCategories([
      list([category('UX', 3), category('Design', 4)]),
      mock({
        request: { query: MergeCategoriesMutation, variables: { into: 'Design', sources: ['UX'] } },
        result: { data: { mergeCategories: category('Design', 7) } },
      }),
      list([category('Design', 7)]),
    ]);
    await screen.findByText('UX', { selector: 'p' });
    await user.selectOptions(rowOf('UX').getByRole('combobox', { name: 'Merge UX into' }), 'Design');
    const dialog = await screen.findByRole('alertdialog', { name: 'Merge categories' });
    expect(dialog).toHaveTextContent('Move the 3 courses of "UX" into "Design" and delete "UX"?');
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText('Merged into "Design"')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('UX', { selector: 'p' })).not.toBeInTheDocument());
    expect(rowOf('Design').getByText('7 courses')).toBeInTheDocument();
  });

  it('deletes an empty category after the confirmation', async () => {
    const { user } = renderCategories([
      list([category('Botany', 0)]),
      mock({
        request: { query: DeleteCategoryMutation, variables: { name: 'Botany' } },
        result: {
          data: { deleteCategory: { __typename: 'DeleteCategoryPayload', name: 'Botany' } },
        },
      }),
      list([]),
    ]);
    await screen.findByText('Botany', { selector: 'p' });
    await user.click(rowOf('Botany').getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete category' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Category "Botany" deleted')).toBeInTheDocument();
    expect(await screen.findByText(/No categories yet/)).toBeInTheDocument();
  });
});
