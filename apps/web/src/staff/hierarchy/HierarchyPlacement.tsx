import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { StaffRequisition } from '@talentgate/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hierarchyApi, staffApi, staffKeys } from '../api';
import { ErrorAlert } from '../ErrorAlert';
import { Section } from '../layout/Section';
import { useCan, useStaffSession } from '../staff-context';
import { nodeOptions } from './node-options';

interface PlacementProps {
  requisition: StaffRequisition;
  onSaved: (next: StaffRequisition) => void;
}

/** Where the requisition belongs in the org hierarchy (department or location). */
export function HierarchyPlacement({ requisition, onSaved }: PlacementProps) {
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const canWrite = useCan('requisitions:write');
  const tree = useQuery({
    queryKey: staffKeys.hierarchy(client),
    queryFn: ({ signal }) => hierarchyApi.tree(client, signal),
  });
  const current = requisition.hierarchyNodeId === null ? '' : String(requisition.hierarchyNodeId);
  const [chosen, setChosen] = useState(current);
  const save = useMutation({
    // What is on the screen travels with the click (the mutation's variables): useMutation
    // renews this function in an effect, after the frame (the approvers' race, d69ade3).
    mutationFn: (node: string) =>
      staffApi.updateRequisition(client, requisition.requisitionId, {
        hierarchyNodeId: node === '' ? null : Number(node),
      }),
    onSuccess: onSaved,
  });
  if (tree.data && tree.data.length === 0) return null;
  return (
    <Section id="requisition-hierarchy" title={t('hierarchy.placement')}>
      <ErrorAlert error={tree.error ?? save.error} />
      <Group align="flex-end">
        <NativeSelect
          label={t('hierarchy.node')}
          disabled={!canWrite}
          value={chosen}
          data={[{ value: '', label: t('hierarchy.none') }, ...nodeOptions(tree.data ?? [])]}
          onChange={(event) => setChosen(event.currentTarget.value)}
        />
        {canWrite ? (
          <Button
            onClick={() => save.mutate(chosen)}
            loading={save.isPending}
            disabled={chosen === current}
          >
            {t('hierarchy.place')}
          </Button>
        ) : null}
        {save.isSuccess && chosen === current ? (
          <Text role="status">{t('hierarchy.saved')}</Text>
        ) : null}
      </Group>
    </Section>
  );
}
