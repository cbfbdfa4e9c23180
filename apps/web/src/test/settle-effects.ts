/**
 * Lets Preact's pending effect timers run before the test environment goes. Preact schedules
 * effects after the next frame, with a 35 ms timer in case no frame comes; on a busy machine a
 * test file can end first, and the timer then meets a window without cancelAnimationFrame
 * ("ReferenceError: cancelAnimationFrame is not defined", an unhandled error that fails the run).
 */
import { configure } from '@testing-library/react';
import { afterAll } from 'vitest';

const PREACT_FRAME_TIMEOUT_MS = 35;

afterAll(() => new Promise((resolve) => setTimeout(resolve, PREACT_FRAME_TIMEOUT_MS * 3)));

// findBy*/waitFor wait up to 1 s by default. A page's code arrives as lazy chunks that Vite
// transforms on first import; with the two cores busy (CI beside the browser tests, or several
// engineers' test runs) that alone can pass a second. The assertions are unchanged; only how
// long a test waits for them to come true.
configure({ asyncUtilTimeout: 5_000 });
