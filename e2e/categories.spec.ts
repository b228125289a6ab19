import { expect, test } from '@playwright/test';
import { createCourse } from './course-steps';
import { ADMIN, logIn, openAccountMenu } from './support';

/**
 * An admin creates a course in a category typed in lower case, fixes the name's case on the categories page, and the
 * catalogue's filter and the course follow; then adds an empty category and deletes it again.
 */
test('an admin renames a category and every course follows', async ({ page }) => {
  const stamp = Date.now();
  const typed = `mycology ${stamp}`;
  const renamed = `Mycology ${stamp}`;
  const title = `Mushrooms ${stamp}`;
  await logIn(page, ADMIN.email, ADMIN.password);
  await createCourse(page, {
    title,
    instructor: 'Merlin Sheldrake',
    category: typed,
    description: 'Networks under the forest floor.',
  });

  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Categories' }).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);
  const row = page.getByRole('listitem', { name: typed, exact: true });
  await expect(row).toContainText('0 published · 1 in all');
  await row.getByRole('button', { name: 'Rename' }).click();
  await page.getByRole('textbox', { name: `New name for ${typed}` }).fill(renamed);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Renamed to "${renamed}"`)).toBeVisible();
  await expect(page.getByRole('listitem', { name: renamed, exact: true })).toBeVisible();
  await expect(page.getByRole('listitem', { name: typed, exact: true })).toHaveCount(0);

  // The admin sees their draft in the catalogue under the new name only.
  await page.goto(`/courses?category=${encodeURIComponent(renamed)}`);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await page.goto(`/courses?category=${encodeURIComponent(typed)}`);
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);

  // An empty category can be added, then deleted.
  const empty = `Lichens ${stamp}`;
  await page.goto('/admin/categories');
  await page.getByRole('textbox', { name: 'New category' }).fill(empty);
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByText(`Category "${empty}" added`)).toBeVisible();
  const emptyRow = page.getByRole('listitem', { name: empty, exact: true });
  await emptyRow.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete category' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Category "${empty}" deleted`)).toBeVisible();
  await expect(emptyRow).toHaveCount(0);
});
