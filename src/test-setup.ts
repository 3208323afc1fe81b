import 'fake-indexeddb/auto';
import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { setAnalyticsSinks } from './lib/analytics';
import { modelModalDialogs } from './test-support/modal-dialog';

// Under the vmThreads pool (vitest.config.ts) a test's global is happy-dom's window, which has no
// MessageChannel; browsers have one, and Node's has the same interface.
globalThis.MessageChannel ??= NodeMessageChannel as unknown as typeof MessageChannel;

modelModalDialogs();

// Components under test never post analytics; the analytics module has its own tests.
beforeEach(() => setAnalyticsSinks([]));

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
