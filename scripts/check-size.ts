/**
 * The size budgets in `npm test`, on the Preact build (the one users get): the landing's initial
 * JavaScript (landing.html's entry and static imports, gzip), the JavaScript a visitor of `/`
 * downloads without touching anything (that, and the extras that start 5 s after load), the app
 * shell (index.html's entry and its static imports), every route's initial JavaScript (a candidate's
 * /my routes under a budget of their own), Sentry's replay kept out of every initial load, and the
 * service worker's script with the renderer of an offer's page in it. The React build is printed for
 * comparison.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { OFFER_RENDERER_MARKER } from '../src/contract/offer-shell';
import {
  gzipSize,
  kilobytes,
  landingCost,
  landingUntouchedCost,
  lazyRouteCosts,
  type RouteCost,
  routeCost,
} from './bundle-size';
import { pageModulesUnder } from './route-preloads';
import {
  CANDIDATE_ROUTE_BUDGET,
  LANDING_JS_BUDGET,
  LANDING_UNTOUCHED_JS_BUDGET,
  ROUTE_BUDGET,
  SHELL_BUDGET,
  WORKER_SCRIPT_BUDGET,
} from './size-budgets';

const LANDING_EXTRAS = 'src/app/landing-extras.tsx';
/** The extras' lazy parts that wait for something besides time: the prompt of a new build. */
const LANDING_EXTRAS_ON_DEMAND = ['src/app/update-prompt.tsx'];

const routeBytes = (cost: RouteCost) => cost.jsBytes;
// Strings only Sentry's session replay (rrweb) carries.
const carriesReplay = (dir: string, file: string) =>
  /rrweb|replayCanvas|__rrweb/.test(readFileSync(path.join(dir, file), 'utf8'));

const failures: string[] = [];

if (!existsSync('dist')) {
  console.error('dist is missing: run npm run build first');
  process.exit(1);
}
const landing = landingCost('dist');
if (landing.jsBytes > LANDING_JS_BUDGET) {
  failures.push(`landing initial JS ${kilobytes(landing.jsBytes)} is over ${kilobytes(LANDING_JS_BUDGET)}`);
}
const untouched = landingUntouchedCost('dist', LANDING_EXTRAS, LANDING_EXTRAS_ON_DEMAND);
if (untouched.jsBytes > LANDING_UNTOUCHED_JS_BUDGET) {
  failures.push(
    `JS a visitor of / downloads untouched ${kilobytes(untouched.jsBytes)} is over ${kilobytes(LANDING_UNTOUCHED_JS_BUDGET)}`,
  );
}
const shell = routeCost('dist', 'shell', 'index.html');
if (shell.jsBytes > SHELL_BUDGET) {
  failures.push(`app shell JS ${kilobytes(shell.jsBytes)} is over ${kilobytes(SHELL_BUDGET)}`);
}
const routes = [landing, ...lazyRouteCosts('dist')];
for (const route of routes) {
  if (routeBytes(route) > ROUTE_BUDGET) {
    failures.push(`${route.route}: initial JS ${kilobytes(routeBytes(route))} is over ${kilobytes(ROUTE_BUDGET)}`);
  }
  const replay = route.files.filter((file) => file.endsWith('.js') && carriesReplay('dist', file));
  if (replay.length > 0) failures.push(`${route.route}: Sentry replay in the initial load (${replay.join(', ')})`);
}
const heaviestOf = (of: RouteCost[]) => of.reduce((max, route) => (routeBytes(route) > routeBytes(max) ? route : max));
const heaviest = heaviestOf(routes);
const candidateModules = new Set(pageModulesUnder('/my').map((module) => path.relative(process.cwd(), module)));
const candidateRoutes = routes.filter((route) => candidateModules.has(route.route));
if (candidateRoutes.length === 0) failures.push('no candidate route (/my…) found in the build');
for (const route of candidateRoutes) {
  if (routeBytes(route) > CANDIDATE_ROUTE_BUDGET) {
    failures.push(
      `${route.route} (a candidate's route): initial JS ${kilobytes(routeBytes(route))} is over ${kilobytes(CANDIDATE_ROUTE_BUDGET)}`,
    );
  }
}
const heaviestCandidate = candidateRoutes.length > 0 ? heaviestOf(candidateRoutes) : undefined;
const workerFile = path.join('dist', 'sw.js');
const workerBytes = existsSync(workerFile) ? gzipSize(workerFile) : undefined;
if (workerBytes === undefined) failures.push(`${workerFile} is missing`);
else if (!readFileSync(workerFile, 'utf8').includes(OFFER_RENDERER_MARKER)) {
  failures.push(`${workerFile} has no offer renderer: the worker would draw no offer's page`);
} else if (workerBytes > WORKER_SCRIPT_BUDGET) {
  failures.push(`the worker's script ${kilobytes(workerBytes)} is over ${kilobytes(WORKER_SCRIPT_BUDGET)}`);
}

process.stdout.write(
  `preact  landing initial JS ${kilobytes(landing.jsBytes).padStart(9)}  CSS ${kilobytes(landing.cssBytes).padStart(8)}  budget ${kilobytes(LANDING_JS_BUDGET)}\n` +
    `preact  landing untouched JS ${kilobytes(untouched.jsBytes).padStart(7)}  (by 5 s after load)  budget ${kilobytes(LANDING_UNTOUCHED_JS_BUDGET)}\n` +
    `preact  app shell JS ${kilobytes(shell.jsBytes).padStart(12)}  budget ${kilobytes(SHELL_BUDGET)}\n` +
    `preact  heaviest route ${heaviest.route}: JS ${kilobytes(routeBytes(heaviest))} of ${kilobytes(ROUTE_BUDGET)}, CSS ${kilobytes(heaviest.cssBytes)} (${routes.length} routes)\n` +
    (heaviestCandidate
      ? `preact  heaviest candidate route ${heaviestCandidate.route}: JS ${kilobytes(routeBytes(heaviestCandidate))} of ${kilobytes(CANDIDATE_ROUTE_BUDGET)} (${candidateRoutes.length} routes)\n`
      : '') +
    (workerBytes === undefined
      ? ''
      : `preact  worker's script ${kilobytes(workerBytes).padStart(9)}  (its offer renderer in it)  budget ${kilobytes(WORKER_SCRIPT_BUDGET)}\n`),
);
if (existsSync('dist-react')) {
  const react = landingCost('dist-react');
  process.stdout.write(
    `react   landing initial JS ${kilobytes(react.jsBytes).padStart(9)}  CSS ${kilobytes(react.cssBytes).padStart(8)}  (not enforced)\n`,
  );
}
for (const failure of failures) console.error(`OVER BUDGET ${failure}`);
if (failures.length > 0) process.exit(1);
