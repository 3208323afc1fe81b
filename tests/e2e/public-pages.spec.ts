/**
 * Every public page: it renders its heading without a JavaScript error, and axe finds no
 * serious or critical accessibility violation — at the top and after the lazy sections arrived.
 */
import { expect, type Page, test } from '@playwright/test';
import axe from 'axe-core';
import { PUBLIC_PAGES } from './public-pages';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core run in the page itself, put there once per page. @axe-core/playwright put all of axe
 * (~550 KB) in again for every check and finished each in a blank page of its own: about half of this
 * file's time. That blank page serves cross-origin frames, and these pages have no frames.
 */
async function seriousViolations(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    // Only the violations are read: the passes are not collected node by node.
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    WCAG_AA,
  );
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
