/**
 * A page the server drew comes alive in parts, each in a task of its own, instead of in one task
 * as long as the whole page (app/app.tsx hydrates the offers page so; Lighthouse counts each task
 * over 50 ms at 4× CPU as blocking). Preact keeps the drawn element of a component that suspends
 * while it hydrates, and hydrates it when the promise settles: a part suspends on the next task,
 * the parts one after another in the page's order. Only while the page is taken over: a part
 * rendered later renders at once. React hydrates in slices of its own, so there it is not needed.
 *
 * A part's children must draw one element (what Preact keeps), and hold no button: a button pressed
 * before the part is alive is not pressed again (app/early-presses.ts stops listening before).
 */
import { type ReactNode, Suspense, useState } from 'react';
import { nextTask } from '../lib/next-task';

interface Wait {
  promise: Promise<void>;
  done: boolean;
}

let takingOver = false;
let lastPart: Promise<void> = Promise.resolve();

/** Runs `hydrate` (a synchronous hydrateRoot) with the parts it meets deferred. */
export function hydrateInParts(hydrate: () => void) {
  takingOver = __PREACT__;
  try {
    hydrate();
  } finally {
    takingOver = false;
  }
}

function nextPart(): Wait {
  const wait: Wait = { done: false, promise: Promise.resolve() };
  wait.promise = lastPart = lastPart.then(nextTask).then(() => {
    wait.done = true;
  });
  return wait;
}

function Deferred({ wait, children }: { wait: Wait; children: ReactNode }) {
  if (!wait.done) throw wait.promise;
  return children;
}

export function HydrateApart({ children }: { children: ReactNode }) {
  const [wait] = useState(() => (takingOver ? nextPart() : undefined));
  if (!wait) return children;
  return (
    <Suspense fallback={null}>
      <Deferred wait={wait}>{children}</Deferred>
    </Suspense>
  );
}
