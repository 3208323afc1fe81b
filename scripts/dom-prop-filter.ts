/**
 * Gives linaria's `styled` our filter of the props it forwards to DOM elements in place of
 * @emotion/is-prop-valid (src/ui/dom-props.ts says why): the build gets the filter, the unit tests
 * and the dev server its checked form. Only linaria's import is redirected, so the checked form can
 * still read the real list.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

export function domPropFilter(checked: boolean): Plugin {
  const replacement = path.resolve(checked ? 'src/ui/dom-props-checked.ts' : 'src/ui/dom-props.ts');
  return {
    name: 'boltx:dom-prop-filter',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@emotion/is-prop-valid' && importer?.includes(`${path.sep}@linaria${path.sep}react${path.sep}`)) {
        return replacement;
      }
      return null;
    },
  };
}
