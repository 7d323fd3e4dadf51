import { resourcesTexts } from '@wcpp/contract';
import { expect, expectAccessible, field, signIn, test } from './fixtures';

/*
 * Provider Resources (part 2 §2, §7, §9; docs/decisions/041). Reads only: no account is changed here.
 */

test('a category chosen and a manual opened in a new window with the keyboard alone; the provider website link', async ({ page }) => {
  await signIn(page, 'provuser1', '/wcpp/providerResources');
  const table = page.getByRole('table', { name: resourcesTexts.documents });
  await expect(table.getByRole('row')).toHaveCount(7);
  await expectAccessible(page);
  const website = page.getByRole('link', { name: `${resourcesTexts.website} ${resourcesTexts.newWindow}` });
  await expect(website).toHaveAttribute('target', '_blank');

  const category = field(page, resourcesTexts.category);
  await category.focus();
  await page.keyboard.press('ArrowDown'); // Notifications
  await page.keyboard.press('ArrowDown'); // Press Releases
  await page.keyboard.press('ArrowDown'); // Provider Manuals
  await expect(category).toHaveValue('PM');
  await expect(table.getByRole('row')).toHaveCount(2);

  const manual = table.getByRole('button', { name: resourcesTexts.open('Provider Manual 2026') });
  for (let i = 0; i < 15 && !(await manual.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(manual).toBeFocused();
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);
  expect(popup.url()).toMatch(/^blob:/);
  await popup.close();
  await expect(page.getByRole('alert')).toHaveCount(0);

  const site = await page.context().request.get(await website.getAttribute('href') ?? '');
  expect(site.status()).toBe(200);
});
