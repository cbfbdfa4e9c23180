import type { OrderedForm } from '@talentgate/domain';
import { describe, expect, it } from 'vitest';
import {
  canOpenForm,
  formGroupStates,
  incompleteFormIds,
  isFinalForm,
  moveOn,
  newlyHiddenFormIds,
  placeVisitor,
  visibleFormIds,
  type FlowSnapshot,
} from './flow-state';

// About you (asks "ever convicted?" and the age band), convicted offence, education, terms.
const FORMS: OrderedForm[] = [
  { applyFormId: 1, skipNextFormWhen: { field: 'convicted', values: 'no||prefer-not' } },
  { applyFormId: 2 },
  { applyFormId: 3, skipNextFormWhen: { field: 'ageBand', values: 'under-18' } },
  { applyFormId: 4 },
];

const start = (over: Partial<FlowSnapshot> = {}): FlowSnapshot => ({
  forms: FORMS,
  completed: new Set(),
  answers: {},
  activeFormId: 1,
  ...over,
});

const states = (snapshot: FlowSnapshot) => Object.fromEntries(formGroupStates(snapshot));

describe('form group states (spec 2 §4)', () => {
  it('opens on the first form with every later form disabled', () => {
    expect(states(start())).toEqual({ 1: 'active', 2: 'disabled', 3: 'disabled', 4: 'disabled' });
  });

  it('hides the next form while an answer matches its skip rule (values split by ||)', () => {
    const convicted = start({ answers: { 1: { convicted: 'yes' } } });
    expect(states(convicted)[2]).toBe('disabled');
    for (const answer of ['no', 'prefer-not']) {
      const skipped = start({ answers: { 1: { convicted: answer } } });
      expect(states(skipped)[2]).toBe('hidden');
      expect(visibleFormIds(skipped)).toEqual([1, 3, 4]);
    }
  });

  it('marks submitted forms complete and lets them open again, but not the later ones', () => {
    const snapshot = start({ completed: new Set([1, 2]), activeFormId: 3 });
    expect(states(snapshot)).toEqual({ 1: 'complete', 2: 'complete', 3: 'active', 4: 'disabled' });
    expect(canOpenForm(snapshot, 1)).toBe(true);
    expect(canOpenForm(snapshot, 3)).toBe(true);
    expect(canOpenForm(snapshot, 4)).toBe(false);
  });
});

describe('moving on', () => {
  it('completes the form, hides it and shows the next one', () => {
    const moved = moveOn(start(), 1, { convicted: 'yes' });
    expect(moved).toMatchObject({ kind: 'next', activeFormId: 2 });
    expect(states(moved.snapshot)).toEqual({
      1: 'complete',
      2: 'active',
      3: 'disabled',
      4: 'disabled',
    });
  });

  it('skips a form hidden by the answer just given', () => {
    const moved = moveOn(start(), 1, { convicted: 'no' });
    expect(moved).toMatchObject({ kind: 'next', activeFormId: 3 });
  });

  it('after editing an earlier form, shows the form after it in edit mode', () => {
    const snapshot = start({ completed: new Set([1, 2, 3]), activeFormId: 1 });
    expect(moveOn(snapshot, 1, { convicted: 'yes' })).toMatchObject({ activeFormId: 2 });
  });

  it('goes to the first form still to do when the next one cannot open', () => {
    // Form 2 reappears (the answer changed to "yes") while 3 was already done.
    const snapshot = start({
      completed: new Set([1, 3]),
      answers: { 1: { convicted: 'no' } },
      activeFormId: 3,
    });
    expect(moveOn(snapshot, 1, { convicted: 'yes' })).toMatchObject({ activeFormId: 2 });
  });

  it('finishes when the last visible form is submitted', () => {
    const snapshot = start({
      completed: new Set([1, 2]),
      answers: { 1: { convicted: 'yes' } },
      activeFormId: 3,
    });
    expect(isFinalForm(snapshot, 3)).toBe(false);
    // An under-18 answer on form 3 hides form 4, so submitting 3 ends the flow.
    expect(moveOn(snapshot, 3, { ageBand: 'under-18' }).kind).toBe('finish');
    expect(moveOn(snapshot, 3, { ageBand: '18-plus' })).toMatchObject({ activeFormId: 4 });
    const last = start({ completed: new Set([1, 2, 3]), activeFormId: 4 });
    expect(isFinalForm(last, 4)).toBe(true);
    expect(moveOn(last, 4, {}).kind).toBe('finish');
  });

  it('lists the other forms still to do', () => {
    const snapshot = start({ completed: new Set([1]), activeFormId: 4 });
    expect(incompleteFormIds(snapshot, 4)).toEqual([2, 3]);
  });

  it('reports forms an answer has just hidden, whose answers are then dropped', () => {
    const before = start({ answers: { 1: { convicted: 'yes' } } });
    const after = start({ answers: { 1: { convicted: 'no' } } });
    expect(newlyHiddenFormIds(before, after)).toEqual([2]);
    expect(newlyHiddenFormIds(after, before)).toEqual([]);
  });
});

describe('placing a visitor', () => {
  it('honours a wanted form that may open, else the first form still to do', () => {
    const snapshot = start({ completed: new Set([1]), activeFormId: null });
    expect(placeVisitor(snapshot, 1)).toBe(1);
    expect(placeVisitor(snapshot, 4)).toBe(2);
    expect(placeVisitor(snapshot, null)).toBe(2);
  });
});
