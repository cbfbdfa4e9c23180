/**
 * The resume field's states (spec 2 §4 "Resume"): none → file selected and checked →
 * parsing → valid (parsed, or a 422 answer: valid with parsing skipped) or invalid content
 * (any other failure). Clearing goes back to none but keeps the previous resume, and a
 * required resume is required again. Pure: the component feeds it events and reads it.
 */
import type { UploadProblem } from './upload-check';

export interface ResumeFile {
  name: string;
  size: number;
}

export type ResumePhase =
  | { kind: 'none'; problem: UploadProblem | null }
  | { kind: 'selected'; file: ResumeFile }
  | { kind: 'parsing'; file: ResumeFile }
  | { kind: 'valid'; file: ResumeFile; parsed: boolean }
  | { kind: 'invalidContent'; file: ResumeFile };

export interface ResumeState {
  phase: ResumePhase;
  /** The last resume that reached "valid", kept when the field is cleared. */
  previous: ResumeFile | null;
  /** Set by a successful parse (resumeParsed). */
  resumeParsed: boolean;
}

export type ResumeEvent =
  /** A file was chosen; `problem` is what the checks before upload found, if anything. */
  | { type: 'select'; file: ResumeFile; problem: UploadProblem | null }
  | { type: 'parseStarted' }
  | { type: 'parseSucceeded' }
  /** The parse answered with a status: 422 means "valid, parsing skipped". */
  | { type: 'parseFailed'; status: number }
  | { type: 'clear' };

export const initialResumeState: ResumeState = {
  phase: { kind: 'none', problem: null },
  previous: null,
  resumeParsed: false,
};

/**
 * The state of a field whose resume the server kept from an earlier visit (the apply attempt
 * holds it, decision 0023): valid as it was then, parsed or with parsing skipped.
 */
export function restoredResumeState(held: { name: string; parsed: boolean } | null): ResumeState {
  if (!held) return initialResumeState;
  // The size is not known again; nothing shows or checks it once a resume is valid.
  const file = { name: held.name, size: 0 };
  return {
    phase: { kind: 'valid', file, parsed: held.parsed },
    previous: file,
    resumeParsed: held.parsed,
  };
}

/** Spec 2 §7: the parse call may answer 422, and the resume then counts as valid. */
export const PARSE_SKIPPED_STATUS = 422;

export function resumeReducer(state: ResumeState, event: ResumeEvent): ResumeState {
  const { phase } = state;
  switch (event.type) {
    case 'select':
      return event.problem
        ? { ...state, phase: { kind: 'none', problem: event.problem } }
        : { ...state, phase: { kind: 'selected', file: event.file } };
    case 'parseStarted':
      return phase.kind === 'selected'
        ? { ...state, phase: { kind: 'parsing', file: phase.file } }
        : state;
    case 'parseSucceeded':
      return phase.kind === 'parsing'
        ? {
            phase: { kind: 'valid', file: phase.file, parsed: true },
            previous: phase.file,
            resumeParsed: true,
          }
        : state;
    case 'parseFailed':
      if (phase.kind !== 'parsing') return state;
      return event.status === PARSE_SKIPPED_STATUS
        ? {
            ...state,
            phase: { kind: 'valid', file: phase.file, parsed: false },
            previous: phase.file,
          }
        : { ...state, phase: { kind: 'invalidContent', file: phase.file } };
    case 'clear': {
      const previous = phase.kind === 'valid' ? phase.file : state.previous;
      return { phase: { kind: 'none', problem: null }, previous, resumeParsed: false };
    }
  }
}

export interface ResumeRequirement {
  required: boolean;
  signedIn: boolean;
  /** A signed-in candidate's stored apply resume state (an earlier upload). */
  hasStoredResume: boolean;
}

/**
 * Whether the resume field lets the form move on (spec 2 §5 "Resume upload"): a required
 * resume is valid for a signed-out visitor only when parsed successfully, and for a
 * signed-in candidate when updated now or stored before. Never while a parse is running.
 */
export function isResumeFieldValid(state: ResumeState, requirement: ResumeRequirement): boolean {
  const { phase } = state;
  if (phase.kind === 'selected' || phase.kind === 'parsing') return false;
  if (phase.kind === 'invalidContent') return false;
  if (!requirement.required) return true;
  if (!requirement.signedIn) return phase.kind === 'valid' && phase.parsed;
  return phase.kind === 'valid' || requirement.hasStoredResume;
}
