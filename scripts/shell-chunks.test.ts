import type { CodeSplittingNameFunction } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { shellChunkGroups } from './shell-chunks';

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
const moduleGraph = {
  getModuleInfo: (id: string) => graph[id] ?? { importedIds: [], dynamicallyImportedIds: [] },
};

function fileOf(id: string) {
  const [group] = shellChunkGroups(entries);
  return (group.name as CodeSplittingNameFunction)(id, moduleGraph as never);
}

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
