import { describe, expect, it } from 'vitest';
import { hasInAppHistory, navigateInApp, pushInAppEntry } from './in-app-history';

describe('in-app history', () => {
  it('knows an entry the app navigated to from the first entry of the window, keeping other state beside it', () => {
    window.history.replaceState(null, '', '/my/result/3');
    expect(hasInAppHistory()).toBe(false);

    navigateInApp('/my/message?room=1', { state: { fromMessageList: true } });
    expect(window.location.pathname).toBe('/my/message');
    expect(hasInAppHistory()).toBe(true);
    expect(window.history.state).toMatchObject({ fromMessageList: true });

    // A replace keeps the depth of the entry it replaces.
    navigateInApp('/my/message', { replace: true });
    expect(hasInAppHistory()).toBe(true);
  });

  it('counts an entry pushed without a navigation (the leave guard’s)', () => {
    window.history.replaceState(null, '', '/my/edit');
    pushInAppEntry({ leaveGuard: true });
    expect(hasInAppHistory()).toBe(true);
    expect(window.history.state).toMatchObject({ leaveGuard: true });
    expect(window.location.pathname).toBe('/my/edit');
  });

  it('a replace on the first entry of a window still has nothing of the app behind it', () => {
    window.history.replaceState(null, '', '/');
    navigateInApp('/my', { replace: true });
    expect(hasInAppHistory()).toBe(false);
  });
});
