import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { setAnalyticsSinks } from './lib/analytics';
import { modelModalDialogs } from './test-support/modal-dialog';

modelModalDialogs();

// Components under test never post analytics; the analytics module has its own tests.
beforeEach(() => setAnalyticsSinks([]));

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
