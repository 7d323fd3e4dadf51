import { billSearchMessages } from '@wcpp/contract';
import { expect, expectAccessible, signIn, test } from './fixtures';

/* The Bill Search global message refers to "Search Help" (part 1 §5); docs/decisions/032. */
test.describe('Bill Search Help', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'provuser1');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Bill Search' }).click();
    await expect(page.getByRole('checkbox', { name: '751234501' })).toBeChecked();
  });

  test('opens and closes from the keyboard and lists the combination of each mode', async ({ page }) => {
    const toggle = page.getByRole('button', { name: 'Search Help', exact: true });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('region', { name: 'Search Help' });
    await expect(panel).toContainText('Search By Claim Number');
    await expect(panel).toContainText('Claim Number and Approximate Date of Service');
    await expect(panel).toContainText('Claimant First Name, Claimant Last Name, Claimant Date of Birth and Approximate Date of Service');
    await expect(panel).toContainText('Bill Control Number or Document ID');
    await expectAccessible(page);
    await page.keyboard.press('Enter');
    await expect(panel).toHaveCount(0);
    await expect(toggle).toBeFocused();
  });

  test('the global message leads to it: its Search Help button opens the panel and moves focus there', async ({ page }) => {
    await page.getByRole('button', { name: 'SEARCH', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Refer to "Search Help"' });
    await expect(alert).toContainText(billSearchMessages.global.replace(/\s+/g, ' '));
    await alert.getByRole('button', { name: 'Search Help', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Search Help', exact: true })).toBeFocused();
    await expect(page.getByRole('region', { name: 'Search Help' })).toContainText('Search By Bill ID');
    await expectAccessible(page);
  });
});
