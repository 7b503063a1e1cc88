import { expect, test } from '@playwright/test';
import { chooseRowAction, itemRows } from '../support/items';
import { expectSignInRefused, logIn, logOut } from '../support/session';
import { expectToast } from '../support/toast';
import { newTestUser } from '../support/users';

test('sign up, log in, add, edit and delete an item, change the password, log out, log in with the new one', async ({ page }) => {
  const user = newTestUser('lifecycle', { fullName: 'Lifecycle Tester' });
  const newPassword = 'Changed-pass-2';

  // Sign up
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
  await page.getByPlaceholder('Full Name').fill(user.fullName);
  await page.getByPlaceholder('Email').fill(user.email);
  await page.getByPlaceholder('Password', { exact: true }).fill(user.password);
  await expect(page.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'High');
  await page.getByPlaceholder('Confirm Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Log in
  await logIn(page, user.email, user.password);
  await expect(page.getByRole('heading', { name: `Hi, ${user.fullName}` })).toBeVisible();
  await expect(page.getByTestId('user-menu')).toHaveText(user.fullName);

  // Items: empty, then add, edit, delete
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Items' }).click();
  await expect(page.getByRole('heading', { name: 'Items Management' })).toBeVisible();
  await expect(page.getByText("You don't have any items yet")).toBeVisible();
  await expect(page.getByText('Add a new item to get started')).toBeVisible();

  await page.getByRole('button', { name: 'Add Item' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add Item' });
  await addDialog.getByRole('button', { name: 'Save' }).click();
  await expect(addDialog.getByText('Title is required.')).toBeVisible();
  await addDialog.getByPlaceholder('Title').fill('Buy milk');
  await addDialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success!', 'Item created successfully.');
  await expect(addDialog).toBeHidden();
  await expect(itemRows(page)).toHaveCount(1);
  await expect(itemRows(page).first().getByRole('cell').nth(1)).toHaveText('Buy milk');
  await expect(itemRows(page).first().getByRole('cell').nth(2)).toHaveText('N/A');

  await chooseRowAction(page, 'Buy milk', 'Edit Item');
  const editDialog = page.getByRole('dialog', { name: 'Edit Item' });
  await expect(editDialog.getByPlaceholder('Title')).toHaveValue('Buy milk');
  await editDialog.getByPlaceholder('Title').fill('Buy oat milk');
  await editDialog.getByPlaceholder('Description').fill('Two litres');
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success!', 'Item updated successfully.');
  await expect(editDialog).toBeHidden();
  await expect(itemRows(page).first().getByRole('cell').nth(1)).toHaveText('Buy oat milk');
  await expect(itemRows(page).first().getByRole('cell').nth(2)).toHaveText('Two litres');

  await chooseRowAction(page, 'Buy oat milk', 'Delete Item');
  const deleteDialog = page.getByRole('alertdialog', { name: 'Delete Item' });
  await deleteDialog.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Success!', 'The item was deleted successfully');
  await expect(deleteDialog).toBeHidden();
  await expect(page.getByText("You don't have any items yet")).toBeVisible();

  // Change the password from My Profile > Password
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByRole('tab', { name: 'Password' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Password' });
  const save = panel.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await panel.getByPlaceholder('Current Password').fill(user.password);
  await panel.getByPlaceholder('New Password').fill(newPassword);
  await panel.getByPlaceholder('Confirm Password').fill(newPassword);
  await expect(save).toBeEnabled();
  await save.click();
  await expectToast(page, 'Success!', 'Password updated successfully.');

  // Log out; the old password no longer works, the new one does
  await logOut(page);
  await page.getByPlaceholder('Email').fill(user.email);
  await page.getByPlaceholder('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expectSignInRefused(page);
  await logIn(page, user.email, newPassword);
  await expect(page.getByRole('heading', { name: `Hi, ${user.fullName}` })).toBeVisible();
});
