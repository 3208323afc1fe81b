/**
 * `page()`: a route's page as its own chunk, loaded when its route is first visited or fetched
 * ahead (PrefetchLink), and able to start its first requests as soon as its code is here.
 */
import { type ComponentType, lazy, useState } from 'react';
import { afterLoad } from '../lib/after-load';
import { nextTask } from '../lib/next-task';
import type { RoutePage } from './route-types';

/** A page's component before and after its code is here. */
interface PageSource {
  Lazy: ComponentType;
  loaded?: ComponentType;
}

/**
 * Once its code is here, a page renders at once instead of through Suspense's fallback: a page the
 * server already drew (main.tsx) must not blink out while lazy() settles its promise. Decided once
 * per mount: switching from Lazy to the loaded page later would remount it.
 */
function PageOf({ source }: { source: PageSource }) {
  const [Ready] = useState(() => source.loaded);
  return Ready ? <Ready /> : <source.Lazy />;
}

/**
 * `next`: the page this one usually leads to by navigating after an answer, where no link could
 * fetch its code ahead (PrefetchLink). Its code comes once this page is up, or the move would show
 * the blank stand-in while it loads.
 */
export const page = <M,>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  requests?: (module: M) => unknown,
  next?: () => RoutePage,
): RoutePage => {
  let nextAsked = false;
  const loadAndKeep = () =>
    load().then((module) => {
      source.loaded ??= pick(module);
      if (next && !nextAsked) {
        nextAsked = true;
        void afterLoad()
          .then(() => next().preload())
          .catch(() => {
            nextAsked = false;
          });
      }
      return module;
    });
  const source: PageSource = { Lazy: lazy(() => loadAndKeep().then((module) => ({ default: pick(module) }))) };
  return Object.assign(() => <PageOf source={source} />, {
    preload: loadAndKeep,
    // The requests (and the answers the page arrived with, checked and seeded) in a task after the
    // code's: together they were one long task of a drawn page's boot. Done once what they return
    // is: the answers a drawn page carries are in the cache before the app takes the page over.
    start: () =>
      loadAndKeep().then(async (module) => {
        if (!requests) return;
        await nextTask();
        await requests(module);
      }),
  });
};
