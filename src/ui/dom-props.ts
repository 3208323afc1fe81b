/**
 * What linaria's `styled` forwards to a DOM element: every prop but those named with a `$`, which
 * only choose a style (`<Chip $tone="primary">`). It stands in for @emotion/is-prop-valid, whose
 * list of every valid attribute was 1.7 KB of the app shell's gzip (scripts/dom-prop-filter.ts);
 * the unit tests and the dev server use dom-props-checked.ts, which fails any prop forwarded here
 * that the list would have dropped.
 */
export default function forwardsToDom(prop: string): boolean {
  return !prop.startsWith('$');
}
