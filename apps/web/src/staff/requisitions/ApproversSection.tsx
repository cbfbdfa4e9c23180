import { Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { StaffRequisition } from '@talentgate/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffApi, staffKeys } from '../api';
import { ErrorAlert } from '../ErrorAlert';
import { useCan, useStaffSession } from '../staff-context';

interface ApproversProps {
  requisition: StaffRequisition;
  onSaved: (next: StaffRequisition) => void;
}

/**
 * The approval chain: who approves, in order, and who has. A draft's chain is edited here
 * (add, move up, remove, save); once submitted the server keeps it as it is.
 */
export function ApproversSection({ requisition, onSaved }: ApproversProps) {
  const { t } = useTranslation('staff');
  const canEdit = useCan('requisitions:write') && requisition.status === 'draft';
  if (!canEdit && requisition.approvers.length === 0) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="approvers">
      <Title order={2} size="h4" id="approvers" mb="xs">
        {t('editor.approvers')}
      </Title>
      {canEdit ? (
        <ApproversForm requisition={requisition} onSaved={onSaved} />
      ) : (
        <ol>
          {requisition.approvers.map((approver) => (
            <li key={approver.staffUserId}>
              {approver.name} —{' '}
              {approver.approvedAt === null ? t('editor.notApproved') : t('editor.approved')}
            </li>
          ))}
        </ol>
      )}
    </Paper>
  );
}

/** The approvers' staff ids in the order they approve (the server's list need not be in it). */
function chainOf(requisition: StaffRequisition): number[] {
  return [...requisition.approvers]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((approver) => approver.staffUserId);
}

function ApproversForm({ requisition, onSaved }: ApproversProps) {
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const directory = useQuery({
    queryKey: staffKeys.directory(client),
    queryFn: ({ signal }) => staffApi.directory(client, signal),
  });
  const [chain, setChain] = useState(() => chainOf(requisition));
  const [adding, setAdding] = useState('');
  // The chain travels as the mutation's variables: the function given to useMutation is
  // renewed in an effect, after the frame, so a click right after "Move up" would send the
  // chain from before it (the browser test saw that on a loaded machine).
  const save = useMutation({
    mutationFn: (next: number[]) => staffApi.setApprovers(client, requisition.requisitionId, next),
    onSuccess: onSaved,
  });
  const people = directory.data ?? [];
  const nameOf = (id: number) =>
    people.find((person) => person.staffUserId === id)?.name ??
    requisition.approvers.find((approver) => approver.staffUserId === id)?.name ??
    String(id);
  const available = people.filter((person) => !chain.includes(person.staffUserId));
  const toAdd = adding || String(available[0]?.staffUserId ?? '');
  // Saved while the chain on the screen is the one the server answered to the save, in its
  // order (not the page's copy of the requisition, which a refetch begun earlier may replace).
  const saved = save.data !== undefined && chain.join() === chainOf(save.data).join();

  const moveUp = (index: number) =>
    setChain((current) => {
      const next = [...current];
      const [moved] = next.splice(index, 1);
      if (moved !== undefined) next.splice(index - 1, 0, moved);
      return next;
    });

  return (
    <Stack>
      <ErrorAlert error={directory.error ?? save.error} />
      {chain.length === 0 ? <Text>{t('approvers.none')}</Text> : null}
      <ol data-testid="approver-chain">
        {chain.map((id, index) => (
          <li key={id}>
            <Group gap="xs">
              <Text component="span">{nameOf(id)}</Text>
              {index > 0 ? (
                <Button size="xs" variant="default" onClick={() => moveUp(index)}>
                  {t('approvers.moveUp', { name: nameOf(id) })}
                </Button>
              ) : null}
              <Button
                size="xs"
                variant="default"
                onClick={() => setChain((current) => current.filter((other) => other !== id))}
              >
                {t('approvers.remove', { name: nameOf(id) })}
              </Button>
            </Group>
          </li>
        ))}
      </ol>
      {available.length > 0 ? (
        <Group align="flex-end">
          <NativeSelect
            label={t('approvers.person')}
            value={toAdd}
            data={available.map((person) => ({
              value: String(person.staffUserId),
              label: person.name,
            }))}
            onChange={(event) => setAdding(event.currentTarget.value)}
          />
          <Button
            variant="default"
            onClick={() => {
              const id = Number(toAdd);
              if (id > 0) setChain((current) => [...current, id]);
              setAdding('');
            }}
          >
            {t('approvers.add')}
          </Button>
        </Group>
      ) : null}
      <Group>
        <Button onClick={() => save.mutate(chain)} loading={save.isPending}>
          {t('approvers.save')}
        </Button>
        <div role="status">{saved ? <Text>{t('approvers.saved')}</Text> : null}</div>
      </Group>
    </Stack>
  );
}
