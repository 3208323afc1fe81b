import { describe, expect, it } from 'vitest';
import { hasInAppHistory, trackInAppHistory } from './in-app-history';

describe('in-app history', () => {
  it('knows an entry pushed by the app from the first entry of the window, keeping other state beside it', () => {
    window.history.replaceState(null, '', '/my/result/3');
    trackInAppHistory();
    expect(hasInAppHistory()).toBe(false);

    window.history.pushState({ fromMessageList: true }, '', '/my/message?room=1');
    expect(hasInAppHistory()).toBe(true);
    expect(window.history.state).toMatchObject({ fromMessageList: true });

    // A replace keeps the depth of the entry it replaces.
    window.history.replaceState(null, '', '/my/message');
    expect(hasInAppHistory()).toBe(true);
  });
});
