import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeAreas, tableOf } from '../src/app/routes';
import { readRouteModules, routePreloads } from './route-preloads';

describe('reading the route table', () => {
  const read = () => readRouteModules(readFileSync('src/app/routes.tsx', 'utf8'), existsSync);

  it('finds every route of the tables, in the app’s order, each with a page module that exists', async () => {
    const routes = (await Promise.all(routeAreas.map(tableOf))).flat();
    const found = read();
    expect(found.map((route) => route.path)).toEqual(routes.map((route) => route.path));
    for (const route of found) expect(existsSync(route.module), route.module).toBe(true);
  });

  it('gives each address the module its page is imported from', () => {
    const moduleOf = (path: string) => read().find((route) => route.path === path)?.module;
    expect(moduleOf('/my/attack')).toBe('src/features/offers/my-attack-page.tsx');
    expect(moduleOf('/my/attack/expired')).toBe('src/features/offers/my-attack-page.tsx');
    expect(moduleOf('/my')).toBe('src/app/my-home-page.tsx');
    expect(moduleOf('/my/result/:id')).toBe('src/features/offers/offer-detail-page.tsx');
  });

  it('names the table of a route the app loads on demand, and none for the shell’s', () => {
    const tableOf = (path: string) => read().find((route) => route.path === path)?.table;
    expect(tableOf('/my/attack')).toBeUndefined();
    expect(tableOf('/biz/offers')).toBe('src/app/console-routes.tsx');
    expect(tableOf('/faq')).toBe('src/app/site-routes.tsx');
  });

  it('follows a table loaded on demand, and the part it spreads in, into their modules', () => {
    const table = `
      export const routeAreas = [{ owns: () => true, load: () => import('./site-routes').then((m) => m.siteRoutes) }];`;
    const site = `
      import { publicRoutes } from './public-routes';
      export const siteRoutes = [...publicRoutes];`;
    const part = `
      const faq = page(() => import('../features/marketing/faq-page'), (m) => m.FaqPage);
      export const publicRoutes = [{ path: '/faq', page: faq }];`;
    const files: Record<string, string> = { 'src/app/site-routes.tsx': site, 'src/app/public-routes.tsx': part };
    const exists = (file: string) => file === 'src/features/marketing/faq-page.tsx' || file in files;
    const read = (file: string) => files[file] ?? '';
    expect(readRouteModules(table, exists, read)).toEqual([
      { path: '/faq', module: 'src/features/marketing/faq-page.tsx', table: 'src/app/site-routes.tsx' },
    ]);
    expect(() => readRouteModules(table, () => false, read)).toThrow(/site-routes/);
    expect(() => readRouteModules(table, (file) => file !== 'src/app/public-routes.tsx', read)).toThrow(
      /public-routes/,
    );
  });

  it('refuses a table it cannot read rather than guess', () => {
    const areas = `
      import { publicRoutes } from './public-routes';
      export const routeAreas = [{ owns: () => true, table: publicRoutes }];`;
    const partWith = (route: string) => (file: string) =>
      file === 'src/app/public-routes.tsx'
        ? `const faq = page(() => import('../features/marketing/faq-page'), (m) => m.FaqPage);
           export const publicRoutes = [${route}];`
        : '';
    const exists = (file: string) =>
      ['src/features/marketing/faq-page.tsx', 'src/app/public-routes.tsx'].includes(file);
    expect(readRouteModules(areas, exists, partWith("{ path: '/faq', page: faq }"))).toEqual([
      { path: '/faq', module: 'src/features/marketing/faq-page.tsx' },
    ]);
    expect(() => readRouteModules(areas, exists, partWith("{ path: '/faq', page: other }"))).toThrow(/other/);
    expect(() => readRouteModules(areas, exists, partWith('{ path: `/faq`, page: faq }'))).toThrow(/path/);
    const noPage = (file: string) => file === 'src/app/public-routes.tsx';
    expect(() => readRouteModules(areas, noPage, partWith("{ path: '/faq', page: faq }"))).toThrow(/faq-page/);
    const fetched = 'export const routeAreas = [{ owns: () => true, load: () => fetchTable() }];';
    expect(() => readRouteModules(fetched, exists, partWith(''))).toThrow(/area/);
  });
});

describe('the chunks a route needs beyond the shell', () => {
  const manifest = {
    'index.html': { file: 'assets/index-1.js', imports: ['_app-1.js'] },
    '_app-1.js': { file: 'assets/app-1.js', imports: ['_react-1.js'], css: ['assets/app-1.css'] },
    '_react-1.js': { file: 'assets/react-1.js' },
    'src/features/offers/my-attack-page.tsx': {
      file: 'assets/my-attack-page-1.js',
      imports: ['_app-1.js', '_tabs-1.js'],
      css: ['assets/my-attack-page-1.css'],
    },
    '_tabs-1.js': { file: 'assets/tabs-1.js', imports: ['_react-1.js', '_chip-1.js'], css: ['assets/tabs-1.css'] },
    '_chip-1.js': { file: 'assets/chip-1.js', css: ['assets/tabs-1.css'] },
    'src/app/home-page.tsx': { file: 'assets/home-page-1.js' },
  };

  it('lists the page chunk and what it imports, without what the shell already loads', () => {
    const [attack] = routePreloads(
      [{ path: '/my/attack', module: 'src/features/offers/my-attack-page.tsx' }],
      manifest,
    );
    expect(attack).toEqual({
      path: '/my/attack',
      scripts: ['/assets/my-attack-page-1.js', '/assets/tabs-1.js', '/assets/chip-1.js'],
      styles: ['/assets/my-attack-page-1.css', '/assets/tabs-1.css'],
    });
  });

  it('adds the chunk of a table the app loads on demand', () => {
    const withTable = {
      ...manifest,
      'src/app/site-routes.tsx': { file: 'assets/site-routes-1.js', imports: ['_app-1.js'] },
      'src/features/marketing/faq-page.tsx': { file: 'assets/faq-page-1.js', imports: ['_app-1.js'] },
    };
    const [faq] = routePreloads(
      [{ path: '/faq', module: 'src/features/marketing/faq-page.tsx', table: 'src/app/site-routes.tsx' }],
      withTable,
    );
    expect(faq?.scripts).toEqual(['/assets/faq-page-1.js', '/assets/site-routes-1.js']);
  });

  it('leaves out `/`, which is the prerendered landing, and fails on a module the build does not have', () => {
    expect(routePreloads([{ path: '/', module: 'src/app/home-page.tsx' }], manifest)).toEqual([]);
    expect(() => routePreloads([{ path: '/faq', module: 'src/features/marketing/faq-page.tsx' }], manifest)).toThrow(
      /faq-page/,
    );
  });
});
