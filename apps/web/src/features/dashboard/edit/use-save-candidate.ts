import type { CandidateUpdate } from '@talentgate/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { currentCandidateKey } from '../../auth/candidate-query';
import { updateCandidate } from '../../profile/profile-api';
import { useClient } from '../../site/client-context';

/** Saves part of the candidate through update candidate and keeps the cached copy current. */
export function useSaveCandidate() {
  const client = useClient();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const save = async (update: CandidateUpdate): Promise<boolean> => {
    setSaving(true);
    setError(null);
    try {
      queryClient.setQueryData(currentCandidateKey(client), await updateCandidate(client, update));
      return true;
    } catch (caught) {
      setError(caught);
      return false;
    } finally {
      setSaving(false);
    }
  };
  return { save, saving, error };
}
