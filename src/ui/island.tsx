/**
 * A marked part of a prerendered page that comes alive on its own (the landing's islands,
 * app/landing-islands.ts): the boot finds it by name and hydrates just its content as a small root,
 * leaving the static markup around it alone. The wrapper takes no box of its own (display:
 * contents), so the layout is the same with or without it; inside the app shell it is inert.
 */
import { css } from '@linaria/core';
import type { ReactNode } from 'react';

const contents = css`
  display: contents;
`;

export const islandSelector = (name: string) => `[data-island="${name}"]`;

export function Island({ name, children }: { name: string; children?: ReactNode }) {
  return (
    <div data-island={name} className={contents}>
      {children}
    </div>
  );
}
