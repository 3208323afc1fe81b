/**
 * The landing's islands (features/landing/landing-islands.tsx) brought to life over the prerendered
 * markup, each as its own small root: the header menu and the rolling strip at once, one after the
 * other in separate tasks (none long enough on a slow phone to hold back a tap), then a button
 * pressed before hydration is pressed again (early-presses.ts). Each section below the fold starts
 * only when the visitor scrolls within 200 px of it (landing-section-island.tsx brings React Query
 * and the persisted cache with the first). Nothing here loads React Query.
 */
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import {
  LandingHeaderMenu,
  LandingRolling,
  type LandingSection,
  landingIslands,
  landingSections,
} from '../features/landing/landing-islands';
import { fetchRollingItems } from '../features/landing/rolling-api';
import { nextTask } from '../lib/next-task';
import { islandSelector } from '../ui/island';
import { replayEarlyPresses } from './early-presses';

const NEAR_MARGIN_PX = 200; // as ui/lazy-section.tsx

const island = (name: string) => document.querySelector<HTMLElement>(islandSelector(name));

function hydrateIsland(name: string, content: ReactElement) {
  const element = island(name);
  return element ? hydrateRoot(element, content) : undefined;
}

function startSection(element: HTMLElement, section: LandingSection) {
  // The section's code loads beside the island's (a failure shows when the section itself asks).
  section.load().catch(() => undefined);
  void import('./landing-section-island').then(({ hydrateSection }) => hydrateSection(element, section));
}

/** Starts each section when its reserved box (the island's only child) comes near the viewport. */
function startSectionsWhenNear() {
  const sections = Object.values(landingSections).flatMap((section) => {
    const element = island(section.island);
    return element ? [{ element, section }] : [];
  });
  if (typeof IntersectionObserver !== 'function') {
    for (const { element, section } of sections) startSection(element, section);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const near = sections.find(({ element }) => element.firstElementChild === entry.target);
        if (near) startSection(near.element, near.section);
      }
    },
    { rootMargin: `${NEAR_MARGIN_PX}px` },
  );
  for (const { element } of sections) if (element.firstElementChild) observer.observe(element.firstElementChild);
}

export async function startLandingIslands(): Promise<void> {
  await nextTask();
  hydrateIsland(landingIslands.menu, <LandingHeaderMenu signedIn={false} />);
  await nextTask();
  // Prerendered empty (the items come from the server); it keeps its height until they arrive.
  const rolling = hydrateIsland(landingIslands.rolling, <LandingRolling items={[]} />);
  replayEarlyPresses();
  startSectionsWhenNear();
  const list = await fetchRollingItems().catch(() => undefined);
  // The answer is read and checked in the task it arrived in; the strip renders in a task of its own.
  await nextTask();
  if (rolling && list) rolling.render(<LandingRolling items={list.items} />);
}
