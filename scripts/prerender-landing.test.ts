import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fillLanding, updatePrecacheRevision } from './prerender-landing';

describe('the landing prerender step', () => {
  it('puts the markup in the root placeholder and refuses a page without one', () => {
    const html = '<div id="root"><!--landing--></div><script type="module" src="/assets/landing.js"></script>';
    expect(fillLanding(html, '<h1>첫 화면</h1>')).toBe(
      '<div id="root"><h1>첫 화면</h1></div><script type="module" src="/assets/landing.js"></script>',
    );
    expect(() => fillLanding('<div id="root"></div>', '<h1/>')).toThrow(/placeholder|<!--landing-->/);
  });

  it("gives landing.html the revision of its new content in the worker's precache list, and only it", () => {
    const worker =
      'precacheAndRoute([{"revision":"00000000000000000000000000000000","url":"landing.html"},' +
      '{"revision":"11111111111111111111111111111111","url":"index.html"}])';
    const content = '<h1>첫 화면</h1>';
    const md5 = createHash('md5').update(content).digest('hex');
    expect(updatePrecacheRevision(worker, 'landing.html', content)).toBe(
      `precacheAndRoute([{"revision":"${md5}","url":"landing.html"},` +
        '{"revision":"11111111111111111111111111111111","url":"index.html"}])',
    );
    expect(() => updatePrecacheRevision(worker, 'other.html', content)).toThrow(/precache/);
  });
});
