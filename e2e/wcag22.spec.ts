import { expect, expectAccessible, signIn, tabWithFocusInView, test } from './fixtures';

/*
 * WCAG 2.2 AA across the screens (issue 26 §5): each screen of two roles at desktop width passes axe
 * with 2.5.8 Target Size on (expectAccessible), and its first Tab stops are each in view and not
 * covered (2.4.11 Focus Not Obscured). Phone width: the same checks in phone.spec.ts. Reads only.
 * The screens come in groups of a few, so that a story stays well inside its time on a busy machine.
 */

const groups: [string, string[]][] = [
  ['provadmin1', ['/wcpp/home', '/wcpp/billSearch', '/wcpp/ClaimSearch', '/wcpp/ClientList', '/wcpp/ManageUsers']],
  ['provadmin1', ['/wcpp/ManageTins', '/wcpp/Demographics/DemographicSearch', '/wcpp/ProviderResources', '/wcpp/FeeSchedule', '/wcpp/UserProfile']],
  ['sysadmin1', ['/wcpp/UserSearch', '/wcpp/Notifications', '/wcpp/AddUser']],
];

for (const [user, paths] of groups) {
  test(`${user} at 1280 px: ${paths.map((p) => p.split('/').at(-1)).join(', ')} pass axe with target size, and focus stays in view`, async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // The Client List agreement is its own story (client-list.spec.ts).
    await context.addCookies([{ name: 'Agreement-Accepted', value: 'true', url: baseURL! }]);
    await signIn(page, user, paths[0]);
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
      await tabWithFocusInView(page, 12);
    }
  });
}
