/**
 * The form group states and moving-on rules of spec 2 §4, as pure functions over a snapshot
 * of the flow: the stream's forms in order, the forms submitted so far, the answers given
 * (saved ones, with the live values of the open form over them) and the open form.
 *
 * - hidden: skipped by an earlier answer (under-18, convicted: `skipNextFormWhen`);
 * - active: the open form;
 * - complete: submitted (it opens again in edit mode);
 * - disabled: not reachable yet.
 * Moving on marks the open form complete, hides it and shows the next one, skipping hidden
 * forms. The form whose submission leaves nothing to do runs the final submit.
 */
import { skippedFormIds, type AnswersByForm, type OrderedForm } from '@talentgate/domain';

export type FormGroupState = 'hidden' | 'active' | 'complete' | 'disabled';

export interface FlowSnapshot {
  forms: readonly OrderedForm[];
  completed: ReadonlySet<number>;
  answers: AnswersByForm;
  /** The open form; null before the flow has placed the visitor. */
  activeFormId: number | null;
}

function hiddenFormIds(snapshot: FlowSnapshot): Set<number> {
  return skippedFormIds(snapshot.forms, snapshot.answers);
}

function formGroupState(snapshot: FlowSnapshot, applyFormId: number): FormGroupState {
  if (hiddenFormIds(snapshot).has(applyFormId)) return 'hidden';
  if (snapshot.activeFormId === applyFormId) return 'active';
  if (snapshot.completed.has(applyFormId)) return 'complete';
  return 'disabled';
}

export function formGroupStates(snapshot: FlowSnapshot): Map<number, FormGroupState> {
  return new Map(
    snapshot.forms.map((form) => [form.applyFormId, formGroupState(snapshot, form.applyFormId)]),
  );
}

/** Forms not hidden, in stream order: the steps a progress bar shows. */
export function visibleFormIds(snapshot: FlowSnapshot): number[] {
  const hidden = hiddenFormIds(snapshot);
  return snapshot.forms.map((form) => form.applyFormId).filter((id) => !hidden.has(id));
}

/** The first visible form not yet submitted (the server's nextFormId), or null when done. */
function firstOpenFormId(snapshot: FlowSnapshot): number | null {
  return visibleFormIds(snapshot).find((id) => !snapshot.completed.has(id)) ?? null;
}

/**
 * A visitor may open a complete form (to edit it) and the first form still to do; forms
 * after that are disabled, and hidden ones are not shown at all.
 */
export function canOpenForm(snapshot: FlowSnapshot, applyFormId: number): boolean {
  if (hiddenFormIds(snapshot).has(applyFormId)) return false;
  return snapshot.completed.has(applyFormId) || firstOpenFormId(snapshot) === applyFormId;
}

/** Where a visitor arriving at the flow (or asking for a form by URL) is placed. */
export function placeVisitor(snapshot: FlowSnapshot, wanted: number | null): number | null {
  if (wanted !== null && canOpenForm(snapshot, wanted)) return wanted;
  return firstOpenFormId(snapshot) ?? visibleFormIds(snapshot).at(-1) ?? null;
}

/** Every other visible form is complete: submitting this one ends the flow. */
export function isFinalForm(snapshot: FlowSnapshot, applyFormId: number): boolean {
  return visibleFormIds(snapshot).every((id) => id === applyFormId || snapshot.completed.has(id));
}

/** Visible forms other than `applyFormId` still to be submitted (listed in a message). */
export function incompleteFormIds(snapshot: FlowSnapshot, applyFormId: number): number[] {
  return visibleFormIds(snapshot).filter((id) => id !== applyFormId && !snapshot.completed.has(id));
}

export type MoveOn =
  /** Every visible form is submitted: run the final submit. */
  | { kind: 'finish'; snapshot: FlowSnapshot }
  | { kind: 'next'; snapshot: FlowSnapshot; activeFormId: number };

/**
 * After `savedFormId` was submitted with `savedAnswers`: it becomes complete and the next
 * visible form opens (a complete one in edit mode). When that next form may not be opened
 * yet, or there is none after it, the first form still to do opens instead; when there is
 * none, the flow is finished.
 */
export function moveOn(
  snapshot: FlowSnapshot,
  savedFormId: number,
  savedAnswers: Readonly<Record<string, unknown>>,
): MoveOn {
  const completed = new Set(snapshot.completed).add(savedFormId);
  const answers = { ...snapshot.answers, [String(savedFormId)]: savedAnswers };
  const saved: FlowSnapshot = { ...snapshot, completed, answers };
  const firstOpen = firstOpenFormId(saved);
  if (firstOpen === null) return { kind: 'finish', snapshot: { ...saved, activeFormId: null } };
  const visible = visibleFormIds(saved);
  const after = visible[visible.indexOf(savedFormId) + 1];
  const next = after !== undefined && canOpenForm(saved, after) ? after : firstOpen;
  return { kind: 'next', snapshot: { ...saved, activeFormId: next }, activeFormId: next };
}

/**
 * Forms an answer has just hidden. Their answers are dropped (spec 2 §4: under-18 or
 * convicted answers hide the next form and delete convicted data).
 */
export function newlyHiddenFormIds(before: FlowSnapshot, after: FlowSnapshot): number[] {
  const was = hiddenFormIds(before);
  return [...hiddenFormIds(after)].filter((id) => !was.has(id));
}
