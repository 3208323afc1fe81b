import { css } from '@linaria/core';

const inline = css`
  margin-right: 2px;
  vertical-align: -1px;
`;

/** A small padlock drawn inline with text (an emoji needs a font the phone may lack); the words beside it say what it means. */
export function LockIcon() {
  return (
    <svg className={inline} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <rect x="2" y="5.5" width="8" height="5.5" rx="1" fill="currentColor" />
      <path d="M4 5.5V4a2 2 0 0 1 4 0v1.5" fill="none" stroke="currentColor" strokeWidth="1.3" />
    </svg>
  );
}
