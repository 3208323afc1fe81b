import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { chunkGroups } from './chunk-groups';

const entries = { app: '/src/main.tsx', landing: '/src/landing-main.tsx', landingExtras: '/src/landing-extras.tsx' };

/**
 * The app imports the router and the UI kit (which imports Preact); the landing imports the UI kit,
 * and later its extras (which use the reachability hook) and an island (which uses React Query);
 * a signed-in visitor of `/` gets the app itself.
 */
const graph: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[] }> = {
  '/index.html': { importedIds: ['/src/main.tsx'], dynamicallyImportedIds: [] },
  '/src/main.tsx': { importedIds: ['/src/app.tsx'], dynamicallyImportedIds: ['/src/page.tsx'] },
  '/src/app.tsx': {
    importedIds: ['/src/router.ts', '/src/ui-kit.ts', '/src/reachable.ts', '/src/react-query.ts', '/src/app-only.ts'],
    dynamicallyImportedIds: [],
  },
  '/src/landing-main.tsx': {
    importedIds: ['/src/ui-kit.ts'],
    dynamicallyImportedIds: ['/src/landing-extras.tsx', '/src/island.tsx', '/src/app.tsx'],
  },
  '/src/landing-extras.tsx': { importedIds: ['/src/reachable.ts'], dynamicallyImportedIds: [] },
  '/src/island.tsx': { importedIds: ['/src/react-query.ts', '/src/reachable.ts'], dynamicallyImportedIds: [] },
  '/src/ui-kit.ts': { importedIds: ['/node_modules/preact.js'], dynamicallyImportedIds: [] },
  '/src/page.tsx': { importedIds: ['/src/ui-kit.ts', '/src/page-only.ts'], dynamicallyImportedIds: [] },
};

/** Styles: the app bar's (shell), the island's (landing), a page's and a shared card's (past the shell). */
const styled: Record<string, string[]> = {
  '/src/app.tsx': ['/src/app/app-bar.wyw-in-js.css'],
  '/src/island.tsx': ['/src/features/landing/island.wyw-in-js.css'],
  '/src/page.tsx': ['/src/features/offers/offer-page.wyw-in-js.css', '/src/ui/card.wyw-in-js.css'],
};
for (const [module, sheets] of Object.entries(styled)) graph[module].importedIds.push(...sheets);
const moduleGraph = {
  getModuleInfo: (id: string) => graph[id] ?? { importedIds: [], dynamicallyImportedIds: [] },
};

function fileOf(id: string, groupIndex = 0) {
  const group = chunkGroups(entries)[groupIndex];
  return (group.name as Rolldown.CodeSplittingNameFunction)(id, moduleGraph as never);
}
const stylesFileOf = (id: string) => fileOf(id, 1);

describe('the app shell’s files', () => {
  it('put what the landing’s first screen runs too in common', () => {
    expect(fileOf('/src/ui-kit.ts')).toBe('common');
    expect(fileOf('/node_modules/preact.js')).toBe('common');
    expect(fileOf('\0vite/preload-helper.js')).toBe('common');
  });

  it('give the landing’s extras a file of their own, which its other parts may load too', () => {
    expect(fileOf('/src/reachable.ts')).toBe('landing-extras');
  });

  it('put what only the landing’s other later parts share with the app in one file', () => {
    expect(fileOf('/src/react-query.ts')).toBe('landing-parts');
  });

  it('put the rest of the shell in one file, even though a signed-in visitor of / loads it too', () => {
    expect(fileOf('/src/router.ts')).toBe('shell');
    expect(fileOf('/src/app-only.ts')).toBe('shell');
    expect(fileOf('/src/app.tsx')).toBe('shell');
  });

  it('leave the entries, the pages and what only pages use to the bundler', () => {
    expect(fileOf('/src/main.tsx')).toBeNull();
    expect(fileOf('/src/landing-main.tsx')).toBeNull();
    expect(fileOf('/index.html')).toBeNull();
    expect(fileOf('/src/page.tsx')).toBeNull();
    expect(fileOf('/src/page-only.ts')).toBeNull();
  });
});

describe('the pages’ stylesheets', () => {
  it('go by feature folder, the rest in one shared file', () => {
    expect(stylesFileOf('/src/features/offers/offer-page.wyw-in-js.css')).toBe('offers-styles');
    expect(stylesFileOf('/src/ui/card.wyw-in-js.css')).toBe('shared-styles');
  });

  it('leave the shell’s and the landing’s sheets where they are', () => {
    expect(fileOf('/src/app/app-bar.wyw-in-js.css')).toBe('shell');
    expect(stylesFileOf('/src/app/app-bar.wyw-in-js.css')).toBeNull();
    expect(stylesFileOf('/src/features/landing/island.wyw-in-js.css')).toBeNull();
  });

  it('group stylesheets only, never code', () => {
    expect(stylesFileOf('/src/page.tsx')).toBeNull();
    expect(stylesFileOf('/src/page-only.ts')).toBeNull();
  });
});
