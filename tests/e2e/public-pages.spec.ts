/**
 * Every public page: it renders its heading without a JavaScript error, and axe finds no
 * serious or critical accessibility violation — at the top and after the lazy sections arrived.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { PUBLIC_PAGES } from './public-pages';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Sections still loading (ui/lazy-section.tsx) within the screen, or near enough to have started. */
function busySectionsInView() {
  const near = 200;
  return [...document.querySelectorAll('[aria-busy="true"]')].filter((element) => {
    const box = element.getBoundingClientRect();
    return box.bottom > -near && box.top < window.innerHeight + near;
  }).length;
}

for (const path of PUBLIC_PAGES) {
  test(`${path} renders without errors and passes axe`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    expect(await seriousViolations(page)).toEqual([]);

    // Sections that load on scroll are checked too.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // Not the network going quiet: once the worker served the build's files from its cache (static
    // routes), the trace showed none of those loads finish, and that wait ran out the test.
    await expect.poll(() => page.evaluate(busySectionsInView)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}
