import type { Locator, Page } from '@playwright/test';
import { demographicsMessages, demographicsTexts } from '@wcpp/contract';
import { expect, expectAccessible, field, signIn, test } from './fixtures';

/*
 * Provider Demographics (part 2 §2, §4, §8; docs/decisions/040). Reads only: no account is changed here.
 */

/** Presses Tab until the element has the focus, as a keyboard user would (at most `max` times). */
async function tabTo(page: Page, target: Locator, max = 30) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test("a physician's demographics with the keyboard alone: Tax ID, provider, each section, an office's focus list, Back", async ({ page }) => {
  await signIn(page, 'provuser1', '/wcpp/Demographics/DemographicSearch');
  await expect(page.getByText(demographicsMessages.selectTin)).toBeVisible();
  const tin = field(page, demographicsTexts.selectTin);
  await tin.focus();
  await page.keyboard.press('ArrowDown');
  const providers = page.getByRole('table', { name: demographicsTexts.providers });
  await expect(providers).toBeVisible();
  await expectAccessible(page);

  // Narrow the list by typing in the name filter, then open the first physician.
  const physician = providers.getByRole('row').filter({ hasText: 'Physician' }).first().getByRole('button');
  const name = (await physician.textContent())!;
  await tabTo(page, providers.getByRole('textbox', { name: 'Enter Provider Name' }));
  await page.keyboard.type(name);
  await tabTo(page, providers.getByRole('button', { name }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /^Physician - / })).toBeVisible();
  await expect(page.getByRole('button', { name: demographicsTexts.generalInformation })).toHaveAttribute('aria-expanded', 'true');

  const openSection = async (section: string) => {
    const toggle = page.getByRole('button', { name: section, exact: true });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  };
  await openSection(demographicsTexts.specialties);
  await openSection(demographicsTexts.locations);

  // The first physician of the seed has an office with a focus list.
  const details = page.getByRole('table', { name: demographicsTexts.locations }).getByRole('button', { name: /^View Details of / }).first();
  await tabTo(page, details);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Location:/ });
  await expect(dialog.getByRole('table', { name: demographicsTexts.focuses })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(details).toBeFocused();

  await openSection(demographicsTexts.licenses);
  await expect(page.getByRole('table', { name: demographicsTexts.licenses })).toBeVisible();
  await expectAccessible(page);

  await tabTo(page, page.getByRole('button', { name: demographicsTexts.back }).last());
  await page.keyboard.press('Enter');
  await expect(providers).toBeVisible();
});

test("a facility's view: General Information, the primary location's marker, a location's dialog with its tables and CLOSE", async ({ page }) => {
  await signIn(page, 'provadmin1', '/wcpp/Demographics/DemographicSearch?tin=751234501');
  const providers = page.getByRole('table', { name: demographicsTexts.providers });
  await providers.getByRole('row').filter({ hasText: 'Hospital' }).first().getByRole('button').click();
  await expect(page.getByRole('heading', { level: 1, name: /^Facility - / })).toBeVisible();
  await expect(page.getByText(demographicsTexts.facilityName)).toBeVisible();
  await page.getByRole('button', { name: demographicsTexts.locations, exact: true }).click();
  const locations = page.getByRole('table', { name: demographicsTexts.locations });
  await expect(locations.getByRole('tooltip', { includeHidden: true }).first()).toHaveText('Primary');
  const details = locations.getByRole('button', { name: /^View Details of / }).first();
  await details.click();
  const dialog = page.getByRole('dialog', { name: /^Location:/ });
  await expect(dialog.getByRole('table').first()).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: demographicsTexts.close }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: demographicsTexts.licenses, exact: true }).click();
  await expect(page.getByRole('table', { name: demographicsTexts.licenses })).toContainText('Facility License');
  await expectAccessible(page);
});
