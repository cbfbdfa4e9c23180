/**
 * Lets Preact's pending effect timers run before the test environment goes. Preact schedules
 * effects after the next frame, with a 35 ms timer in case no frame comes; on a busy machine a
 * test file can end first, and the timer then meets a window without cancelAnimationFrame
 * ("ReferenceError: cancelAnimationFrame is not defined", an unhandled error that fails the run).
 */
import { afterAll } from 'vitest';

const PREACT_FRAME_TIMEOUT_MS = 35;

afterAll(() => new Promise((resolve) => setTimeout(resolve, PREACT_FRAME_TIMEOUT_MS * 3)));
