import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkLayers } from './check-layers';

let root: string | undefined;

/** A tree of the given files (path → source) in a fresh folder. */
function tree(files: Record<string, string>): string {
  root = mkdtempSync(path.join(tmpdir(), 'layers-'));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  return root;
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

const base = {
  'src/contract/paths.ts': 'export const API_BASE = "/api";\n',
  'src/lib/http.ts': "import { API_BASE } from '../contract/paths';\nexport const request = () => API_BASE;\n",
  'src/session/session-state.ts': "import { request } from '../lib/http';\nexport const signedIn = request;\n",
  'src/ui/sign-in-prompt.tsx':
    "import { signedIn } from '../session/session-state';\nexport const Prompt = signedIn;\n",
  'src/app/routes.tsx': "import { Page } from '../features/profile/page';\nexport const routes = [Page];\n",
  'src/features/profile/page.tsx': "import { Prompt } from '../../ui/sign-in-prompt';\nexport const Page = Prompt;\n",
  'src/shared-outbox/outbox-store.ts':
    "import type { API_BASE } from '../contract/paths';\nexport type Store = typeof API_BASE;\n",
  'sw/outbox.ts': "import type { Store } from '../src/shared-outbox/outbox-store';\nexport type Handler = Store;\n",
  'server/errors/api-error.ts': 'export class ApiError extends Error {}\n',
  'server/http/require-session.ts': "import { ApiError } from '../errors/api-error';\nexport const guard = ApiError;\n",
  'server/domain/offers.ts':
    "import { ApiError } from '../errors/api-error';\nexport const refuse = () => new ApiError();\n",
  'server/features/offers/offers-routes.ts':
    "import { refuse } from '../../domain/offers';\nimport { guard } from '../../http/require-session';\nexport const route = [refuse, guard];\n",
  'server/features/curation/curation-routes.ts':
    "import { route } from '../offers/offers-routes';\nexport const curation = route;\n",
  'server/app.ts': "import { curation } from './features/curation/curation-routes';\nexport const app = curation;\n",
};

describe('check-layers', () => {
  it('passes a tree whose imports all point down', () => {
    expect(checkLayers(tree(base))).toEqual([]);
  });

  it('passes this repository', () => {
    expect(checkLayers(path.resolve(import.meta.dirname, '..'))).toEqual([]);
  });

  it('fails a feature importing src/app', () => {
    const problems = checkLayers(
      tree({
        ...base,
        'src/features/offers/list.tsx': "import { routes } from '../../app/routes';\nexport const x = routes;\n",
      }),
    );
    expect(problems).toEqual([
      'src/features/offers/list.tsx (feature:offers) must not import src/app/routes.tsx (app)',
    ]);
  });

  it('fails a feature importing another feature, even lazily', () => {
    const problems = checkLayers(
      tree({ ...base, 'src/features/offers/list.tsx': "export const load = () => import('../profile/page');\n" }),
    );
    expect(problems).toEqual([
      'src/features/offers/list.tsx (feature:offers) must not import src/features/profile/page.tsx (feature:profile)',
    ]);
  });

  it('fails a domain module importing server/http, also for a type only', () => {
    const problems = checkLayers(
      tree({
        ...base,
        'server/domain/offers.ts':
          "import type { guard } from '../http/require-session';\nexport type G = typeof guard;\n",
      }),
    );
    expect(problems).toEqual([
      'server/domain/offers.ts (server/domain) must not import server/http/require-session.ts (server/http)',
    ]);
  });

  it('fails a server feature importing one after it in the feature order, and the platform importing a feature', () => {
    const problems = checkLayers(
      tree({
        ...base,
        'server/features/offers/offers-routes.ts':
          "import type { curation } from '../curation/curation-routes';\nexport type C = typeof curation;\n",
        'server/db/seed.ts': "import { route } from '../features/offers/offers-routes';\nexport const s = route;\n",
      }),
    );
    expect(problems).toContain(
      'server/features/offers/offers-routes.ts (server-feature:offers) must not import server/features/curation/curation-routes.ts (server-feature:curation)',
    );
    expect(problems).toContain(
      'server/db/seed.ts (server) must not import server/features/offers/offers-routes.ts (server-feature:offers)',
    );
  });

  it('finds a cycle among the scripts', () => {
    const problems = checkLayers(
      tree({
        ...base,
        'scripts/load/a.ts': "import { b } from './b';\nexport const a = b;\n",
        'scripts/load/b.ts': "export const b = () => import('./a');\n",
      }),
    );
    expect(problems).toEqual(['import cycle: scripts/load/a.ts ↔ scripts/load/b.ts']);
  });

  it('fails ui and lib importing features, contract importing lib, sw importing lib', () => {
    const problems = checkLayers(
      tree({
        ...base,
        'src/ui/button.tsx': "import { Page } from '../features/profile/page';\nexport const B = Page;\n",
        'src/lib/share.ts': "import { routes } from '../app/routes';\nexport const s = routes;\n",
        'src/contract/auth.ts': "import { request } from '../lib/http';\nexport const a = request;\n",
        'sw/push.ts': "import { request } from '../src/lib/http';\nexport const p = request;\n",
      }),
    );
    expect(problems).toEqual([
      'src/contract/auth.ts (contract) must not import src/lib/http.ts (lib)',
      'src/lib/share.ts (lib) must not import src/app/routes.tsx (app)',
      'src/ui/button.tsx (ui) must not import src/features/profile/page.tsx (feature:profile)',
      'sw/push.ts (sw) must not import src/lib/http.ts (lib)',
    ]);
  });

  it('lets a test use the shell above what it tests', () => {
    const problems = checkLayers(
      tree({
        ...base,
        'src/features/profile/page.test.tsx': "import { routes } from '../../app/routes';\nexport const t = routes;\n",
      }),
    );
    expect(problems).toEqual([]);
  });

  it('finds an import cycle, through type-only and dynamic imports too', () => {
    const problems = checkLayers(
      tree({
        ...base,
        'src/lib/tokens.ts': "export const mirror = () => import('./token-mirror');\n",
        'src/lib/token-mirror.ts': "import type { mirror } from './tokens';\nexport type M = typeof mirror;\n",
      }),
    );
    expect(problems).toEqual(['import cycle: src/lib/token-mirror.ts ↔ src/lib/tokens.ts']);
  });
});
