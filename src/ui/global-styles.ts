import { css } from '@linaria/core';
import { color, font } from './tokens';

export const globalStyles = css`
  :global() {
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }
    html {
      -webkit-text-size-adjust: 100%;
      background: ${color.background};
    }
    /* A modal <dialog> makes the page inert but leaves it scrollable: lock it while one is open. */
    html:has(dialog:modal) {
      overflow: hidden;
    }
    body {
      margin: 0;
      font-family: ${font.family};
      font-size: ${font.size.body};
      line-height: 1.5;
      color: ${color.text};
      word-break: keep-all;
      -webkit-font-smoothing: antialiased;
    }
    button,
    input,
    textarea,
    select {
      font: inherit;
      color: inherit;
    }
    a {
      color: inherit;
    }
    :focus-visible {
      outline: 2px solid ${color.focus};
      outline-offset: 2px;
    }
    /* Focus a script moved onto what is not a control (a heading, a sheet): a ring for keyboard users only (input-modality.ts). */
    html:not([data-keyboard]) [tabindex='-1']:focus-visible,
    html:not([data-keyboard]) dialog:focus-visible {
      outline: none;
    }
    @media (prefers-reduced-motion: reduce) {
      *,
      *::before,
      *::after {
        animation-duration: 0.01ms !important;
        transition-duration: 0.01ms !important;
      }
    }
  }
`;
