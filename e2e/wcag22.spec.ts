import { expect, expectAccessible, signIn, tabWithFocusInView, test } from './fixtures';

/*
 * WCAG 2.2 AA across the screens (issue 26 §5): on each screen of two roles at desktop width, axe with
 * 2.5.8 Target Size on (expectAccessible) and twenty Tab stops, each in view and not covered (2.4.11
 * Focus Not Obscured). Reads only.
 */

const screens = {
  provadmin1: ['/wcpp/home', '/wcpp/billSearch', '/wcpp/ClaimSearch', '/wcpp/ClientList', '/wcpp/ManageUsers', '/wcpp/ManageTins', '/wcpp/Demographics/DemographicSearch', '/wcpp/ProviderResources', '/wcpp/FeeSchedule', '/wcpp/UserProfile'],
  sysadmin1: ['/wcpp/UserSearch', '/wcpp/Notifications', '/wcpp/AddUser'],
} as const;

for (const [user, paths] of Object.entries(screens)) {
  // Phone width: the same checks on every screen of three roles in phone.spec.ts.
  for (const width of [1280]) {
    test(`${user} at ${width} px: every screen passes axe with target size, and focus stays in view`, async ({ page, context, baseURL }) => {
      await page.setViewportSize({ width, height: 800 });
      // The Client List agreement is its own story (client-list.spec.ts).
      await context.addCookies([{ name: 'Agreement-Accepted', value: 'true', url: baseURL! }]);
      await signIn(page, user, paths[0]);
      for (const path of paths) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectAccessible(page);
        await tabWithFocusInView(page, 20);
      }
    });
  }
}
