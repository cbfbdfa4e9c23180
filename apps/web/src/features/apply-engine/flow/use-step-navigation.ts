/**
 * Which form of the flow is open: the step in the URL where the route has step paths (with
 * form naming, the form title's slug too), else kept here. A step the visitor may not open
 * yet is corrected to the one they may (spec 2 §4: previous forms only when complete).
 */
import type { StreamFormMetadata } from '@talentgate/domain';
import { localizePath } from '@talentgate/domain';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { KEEP_FOCUS_STATE } from '../../layout/MainContent';
import { stepPath, type FlowLocation } from './flow-location';
import { placeVisitor, visibleFormIds, type FlowSnapshot } from './flow-state';

export interface StepNavigationInput {
  forms: readonly StreamFormMetadata[];
  location: FlowLocation;
  language: string;
  formNaming: boolean;
  /** The flow as saved and typed, without an open form. */
  base: FlowSnapshot;
  /** The attempt is known (restored or none): the visitor can be placed. */
  ready: boolean;
}

function withoutParams(search: string, names: readonly string[]): string {
  const params = new URLSearchParams(search);
  for (const name of names) params.delete(name);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}

export function useStepNavigation({
  forms,
  location,
  language,
  formNaming,
  base,
  ready,
}: StepNavigationInput) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [localActive, setLocalActive] = useState<number | null>(null);

  const position = (applyFormId: number) =>
    forms.findIndex((form) => form.applyFormId === applyFormId);
  const pathOf = (applyFormId: number): string | null => {
    const form = forms[position(applyFormId)];
    if (!form) return null;
    const title = form.formMetaData.title;
    return stepPath(location, { position: position(applyFormId) + 1, title }, formNaming);
  };
  const firstForm = forms[0];
  const stepPaths = firstForm !== undefined && pathOf(firstForm.applyFormId) !== null;
  const wanted = stepPaths ? (forms[(location.step ?? 0) - 1]?.applyFormId ?? null) : localActive;
  const activeFormId = ready ? placeVisitor(base, wanted) : null;
  const snapshot: FlowSnapshot = { ...base, activeFormId };

  // The step path names the requisition or job: the query need not repeat it.
  const stepSearch = withoutParams(search, ['link', 'job']);
  const hrefOf = (applyFormId: number): string | null => {
    const path = pathOf(applyFormId);
    return path === null ? null : `${localizePath(path, language)}${stepSearch}`;
  };

  // A path naming the open form stays as it is (its query, and a page name when form naming
  // is off, are the visitor's); another step, or a wrong page name with naming on, is corrected.
  const activePath = activeFormId === null ? null : pathOf(activeFormId);
  const onOpenStep =
    activeFormId !== null &&
    location.step === position(activeFormId) + 1 &&
    (!formNaming || (activePath !== null && localizePath(activePath, language) === pathname));
  const correction =
    ready && activeFormId !== null && stepPaths && !onOpenStep ? hrefOf(activeFormId) : null;
  useEffect(() => {
    if (correction !== null && correction !== `${pathname}${search}`) {
      // Only the address changes: focus and scroll stay where the visitor has them (moving
      // focus also cost the opening page a forced layout).
      void navigate(correction, { replace: true, state: KEEP_FOCUS_STATE });
    }
  }, [correction, pathname, search, navigate]);

  // The flow moves focus itself when another form opens (to its heading, or back to the
  // review), so the page's own focus on a path change must not take it back to <main>.
  const open = (applyFormId: number) => {
    const href = hrefOf(applyFormId);
    if (href === null) setLocalActive(applyFormId);
    else void navigate(href, { state: KEEP_FOCUS_STATE });
  };

  const visible = visibleFormIds(snapshot);
  const previous = activeFormId === null ? undefined : visible[visible.indexOf(activeFormId) - 1];

  return {
    snapshot,
    activeFormId,
    activeForm: activeFormId === null ? null : (forms[position(activeFormId)] ?? null),
    /** The open form is the last visible one. */
    last: activeFormId !== null && visible.at(-1) === activeFormId,
    open,
    back: previous === undefined ? null : () => open(previous),
  };
}

export type StepNavigation = ReturnType<typeof useStepNavigation>;
