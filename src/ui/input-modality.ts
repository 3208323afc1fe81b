/**
 * Whether the last input was the keyboard, kept as `data-keyboard` on <html>. Chromium matches
 * :focus-visible on an element focused by script — a heading after a step, a sheet as it opens —
 * whenever no pointer was used before, so a tap that opened a sheet drew a ring along its top edge.
 * global-styles.ts draws the ring on such targets (not in the tab order) only after a key press.
 */
let installed = false;

export function trackInputModality() {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  const root = document.documentElement;
  window.addEventListener(
    'keydown',
    (event) => {
      // A shortcut (Ctrl+C, ⌘+Tab) is not keyboard navigation.
      if (!event.ctrlKey && !event.metaKey && !event.altKey) root.toggleAttribute('data-keyboard', true);
    },
    true,
  );
  window.addEventListener('pointerdown', () => root.toggleAttribute('data-keyboard', false), true);
}
