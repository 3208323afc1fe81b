/**
 * dom-props.ts, checked against @emotion/is-prop-valid's list (unit tests, dev server): a style-only
 * prop named without a `$` would reach the DOM as an attribute in the build, so it fails here.
 */
import isPropValid from '@emotion/is-prop-valid';
import forwardsToDom from './dom-props';

export default function forwardsToDomChecked(prop: string): boolean {
  const forwards = forwardsToDom(prop);
  if (forwards && !isPropValid(prop)) {
    throw new Error(`"${prop}" would reach the DOM as an attribute: name a style-only prop with a $ (ui/dom-props.ts)`);
  }
  return forwards;
}
