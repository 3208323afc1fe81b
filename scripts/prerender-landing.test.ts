import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  deferModulesPastFirstPaint,
  fillLanding,
  inlineStylesheets,
  updatePrecacheRevision,
} from './prerender-landing';

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
    // A file written after the build is listed with the build's name until it has its content.
    const later = 'precacheAndRoute([{"revision":"build-1","url":"/offer-shell.html"}])';
    expect(updatePrecacheRevision(later, '/offer-shell.html', content)).toBe(
      `precacheAndRoute([{"revision":"${md5}","url":"/offer-shell.html"}])`,
    );
  });

  it('inlines the stylesheets into one block and leaves each link disabled for the lazy-chunk loader to find', () => {
    const html =
      '<head><link rel="stylesheet" crossorigin href="/assets/a.css">\n<link rel="stylesheet" crossorigin href="/assets/b.css">\n</head>';
    const css: Record<string, string> = { 'assets/a.css': 'h1{color:red}', 'assets/b.css': 'p{margin:0}' };
    expect(inlineStylesheets(html, (file) => css[file] ?? '')).toBe(
      '<head><style>h1{color:red}p{margin:0}</style>\n' +
        '<link rel="stylesheet" href="/assets/a.css" disabled>\n<link rel="stylesheet" href="/assets/b.css" disabled>\n</head>',
    );
  });

  it("also inlines the static markup's stylesheets, once each, with their disabled links", () => {
    const html = '<head><link rel="stylesheet" crossorigin href="/assets/a.css">\n</head>';
    const css: Record<string, string> = { 'assets/a.css': 'h1{color:red}', 'assets/hero.css': 'p{margin:0}' };
    expect(inlineStylesheets(html, (file) => css[file] ?? '', ['assets/hero.css', 'assets/a.css'])).toBe(
      '<head><style>h1{color:red}p{margin:0}</style>\n' +
        '<link rel="stylesheet" href="/assets/a.css" disabled>\n<link rel="stylesheet" href="/assets/hero.css" disabled>\n</head>',
    );
  });

  it('moves the module script and its preloads into a loader that runs after the first paint', () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/landing-1.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/shared-2.js">\n</head><body><div id="root"></div></body>';
    const deferred = deferModulesPastFirstPaint(html);
    expect(deferred).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(deferred.startsWith('<head></head><body><div id="root"></div><script>')).toBe(true);
    expect(deferred).toContain('"/assets/landing-1.js"');
    expect(deferred).toContain('["/assets/shared-2.js"]');
    expect(deferred).toContain("'first-contentful-paint'");
    expect(() => deferModulesPastFirstPaint('<head></head><body></body>')).toThrow(/module script/);
  });
});
