import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { readStored } from '../../lib/stored-session';
import type { FlowForms } from '../apply-engine/widgets/widget-types';

/** Sent when a social sign-in has kept a profile's history (social-history-store.ts). */
export const SOCIAL_HISTORY_EVENT = 'talentgate-social-history';

/**
 * In an apply flow's open form: fills the flow from a social sign-in's history, once, when
 * the form opens after the sign-in or when the sign-in ends while it is open. Only the check
 * is on the apply page's start-up JS; the filling code loads when a history waits.
 */
export function useSocialPrefill(forms: FlowForms | undefined, client: string): void {
  const queryClient = useQueryClient();
  // The open form's FlowForms is made anew each render; the latest one reaches its fields.
  const latest = useRef(forms);
  useLayoutEffect(() => {
    latest.current = forms;
  });
  const inFlow = forms !== undefined;
  useEffect(() => {
    if (!inFlow) return undefined;
    const take = () => {
      if (readStored('socialProfile') === undefined) return;
      void import('./social-prefill').then(({ prefillFromKeptHistory }) =>
        prefillFromKeptHistory(latest.current, client, queryClient),
      );
    };
    take();
    window.addEventListener(SOCIAL_HISTORY_EVENT, take);
    return () => window.removeEventListener(SOCIAL_HISTORY_EVENT, take);
  }, [inFlow, client, queryClient]);
}
