import { describe, expect, it } from 'vitest';
import {
  initialResumeState,
  isResumeFieldValid,
  resumeReducer,
  restoredResumeState,
  type ResumeEvent,
  type ResumeState,
} from './resume-state';

const file = { name: 'cv.pdf', size: 1000 };
const run = (...events: ResumeEvent[]): ResumeState =>
  events.reduce(resumeReducer, initialResumeState);
const select: ResumeEvent = { type: 'select', file, problem: null };
const parsing: ResumeEvent[] = [select, { type: 'parseStarted' }];

describe('resume state machine', () => {
  it('goes none → selected and checked → parsing → valid', () => {
    expect(run().phase.kind).toBe('none');
    expect(run(select).phase).toEqual({ kind: 'selected', file });
    expect(run(...parsing).phase).toEqual({ kind: 'parsing', file });
    const done = run(...parsing, { type: 'parseSucceeded' });
    expect(done.phase).toEqual({ kind: 'valid', file, parsed: true });
    expect(done.resumeParsed).toBe(true);
  });

  it('treats a 422 answer as valid with parsing skipped', () => {
    const state = run(...parsing, { type: 'parseFailed', status: 422 });
    expect(state.phase).toEqual({ kind: 'valid', file, parsed: false });
    expect(state.resumeParsed).toBe(false);
  });

  it('turns any other failure into invalid content', () => {
    for (const status of [0, 400, 500]) {
      expect(run(...parsing, { type: 'parseFailed', status }).phase.kind).toBe('invalidContent');
    }
  });

  it('stays at none with the problem when the checks refuse the file', () => {
    const state = run({ type: 'select', file, problem: 'tooLarge' });
    expect(state.phase).toEqual({ kind: 'none', problem: 'tooLarge' });
    expect(run({ type: 'select', file, problem: 'unsupportedFormat' }).phase).toEqual({
      kind: 'none',
      problem: 'unsupportedFormat',
    });
  });

  it('ignores parse answers that arrive out of turn', () => {
    expect(run({ type: 'parseSucceeded' })).toEqual(initialResumeState);
    expect(run(select, { type: 'parseFailed', status: 500 }).phase.kind).toBe('selected');
  });

  it('keeps the previous resume when cleared and resets validity', () => {
    const cleared = run(...parsing, { type: 'parseSucceeded' }, { type: 'clear' });
    expect(cleared.phase).toEqual({ kind: 'none', problem: null });
    expect(cleared.previous).toEqual(file);
    expect(cleared.resumeParsed).toBe(false);
    const other = { name: 'new.pdf', size: 5 };
    // A new file that fails still leaves the previous one remembered.
    const failed = resumeReducer(
      resumeReducer(resumeReducer(cleared, { type: 'select', file: other, problem: null }), {
        type: 'parseStarted',
      }),
      { type: 'parseFailed', status: 500 },
    );
    expect(resumeReducer(failed, { type: 'clear' }).previous).toEqual(file);
  });
});

describe('resume field validity', () => {
  const required = { required: true, signedIn: false, hasStoredResume: false };

  it('needs a successful parse for a signed-out visitor when required', () => {
    expect(isResumeFieldValid(run(...parsing, { type: 'parseSucceeded' }), required)).toBe(true);
    expect(
      isResumeFieldValid(run(...parsing, { type: 'parseFailed', status: 422 }), required),
    ).toBe(false);
    expect(isResumeFieldValid(run(), required)).toBe(false);
  });

  it('accepts an updated or stored resume for a signed-in candidate', () => {
    const signedIn = { ...required, signedIn: true };
    expect(
      isResumeFieldValid(run(...parsing, { type: 'parseFailed', status: 422 }), signedIn),
    ).toBe(true);
    expect(isResumeFieldValid(run(), signedIn)).toBe(false);
    expect(isResumeFieldValid(run(), { ...signedIn, hasStoredResume: true })).toBe(true);
  });

  it('is required again after clearing', () => {
    const cleared = run(...parsing, { type: 'parseSucceeded' }, { type: 'clear' });
    expect(isResumeFieldValid(cleared, required)).toBe(false);
    expect(isResumeFieldValid(cleared, { ...required, required: false })).toBe(true);
  });

  it('is never valid while parsing or with invalid content', () => {
    const optional = { ...required, required: false };
    expect(isResumeFieldValid(run(...parsing), optional)).toBe(false);
    expect(
      isResumeFieldValid(run(...parsing, { type: 'parseFailed', status: 500 }), optional),
    ).toBe(false);
  });
});

describe('a resume kept from an earlier visit', () => {
  const signedOut = { required: true, signedIn: false, hasStoredResume: false };

  it('starts valid as it was: parsed counts for a required field signed out, skipped does not', () => {
    const parsed = restoredResumeState({ name: 'cv.pdf', parsed: true });
    expect(parsed.phase).toEqual({
      kind: 'valid',
      file: { name: 'cv.pdf', size: 0 },
      parsed: true,
    });
    expect(isResumeFieldValid(parsed, signedOut)).toBe(true);
    const skipped = restoredResumeState({ name: 'scan.pdf', parsed: false });
    expect(skipped.phase).toMatchObject({ kind: 'valid', parsed: false });
    expect(isResumeFieldValid(skipped, signedOut)).toBe(false);
  });

  it('is remembered as the previous resume when cleared, and none is the usual start', () => {
    const cleared = resumeReducer(restoredResumeState({ name: 'cv.pdf', parsed: true }), {
      type: 'clear',
    });
    expect(cleared.phase.kind).toBe('none');
    expect(cleared.previous?.name).toBe('cv.pdf');
    expect(restoredResumeState(null)).toEqual(initialResumeState);
  });
});
