import { Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalChain, ApprovalStepInput } from '@talentgate/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffApi, staffKeys } from '../api';
import { ErrorAlert } from '../ErrorAlert';
import { Section } from '../layout/Section';
import { useCan, useStaffSession } from '../staff-context';
import { HIERARCHY_STEPS, isHierarchyStep, useStepLabel } from './approval-steps';
import { offerKeys, offersApi } from './offers-api';

/**
 * Approval chains: steps in order (move up reorders), activate/deactivate, a new chain. A
 * step is a staff user or the managers of the requisition's department or location.
 */
export function ApprovalChainsSection() {
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const canWrite = useCan('offers:write');
  const chains = useQuery({
    queryKey: offerKeys.chains(client),
    queryFn: ({ signal }) => offersApi.chains(client, signal),
  });
  return (
    <Section id="approval-chains" title={t('offers.chains')}>
      <Stack>
        <ErrorAlert error={chains.error} />
        {(chains.data ?? []).map((chain) => (
          <ChainCard key={chain.approvalChainId} chain={chain} canWrite={canWrite} />
        ))}
        {canWrite ? <NewChainForm /> : null}
      </Stack>
    </Section>
  );
}

function ChainCard({ chain, canWrite }: { chain: ApprovalChain; canWrite: boolean }) {
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: offerKeys.chains(client) });
  const reorder = useMutation({
    mutationFn: (ids: number[]) => offersApi.reorderChain(client, chain.approvalChainId, ids),
    onSuccess: refresh,
  });
  const toggle = useMutation({
    mutationFn: () => offersApi.setChainActive(client, chain.approvalChainId, !chain.active),
    onSuccess: refresh,
  });
  const ids = chain.details.map((detail) => detail.approvalChainDetailId);
  const labelOf = useStepLabel();
  const moveUp = (index: number) => {
    const next = [...ids];
    const [moved] = next.splice(index, 1);
    if (moved === undefined) return;
    next.splice(index - 1, 0, moved);
    reorder.mutate(next);
  };
  return (
    <Paper withBorder p="sm" component="article" aria-label={chain.name}>
      <Stack gap="xs">
        <Group>
          <Text fw={600}>{chain.name}</Text>
          <Text size="sm">{chain.active ? t('offers.active') : t('offers.inactive')}</Text>
          {canWrite ? (
            <Button size="xs" variant="default" onClick={() => toggle.mutate()}>
              {t(chain.active ? 'offers.deactivateNamed' : 'offers.activateNamed', {
                name: chain.name,
              })}
            </Button>
          ) : null}
        </Group>
        <ErrorAlert error={reorder.error ?? toggle.error} />
        <ol>
          {chain.details.map((detail, index) => (
            <li key={detail.approvalChainDetailId}>
              {labelOf(detail)}{' '}
              {canWrite && index > 0 ? (
                <Button size="compact-xs" variant="subtle" onClick={() => moveUp(index)}>
                  {t('offers.moveUp', { name: labelOf(detail) })}
                </Button>
              ) : null}
            </li>
          ))}
        </ol>
      </Stack>
    </Paper>
  );
}

function NewChainForm() {
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const queryClient = useQueryClient();
  const directory = useQuery({
    queryKey: staffKeys.directory(client),
    queryFn: ({ signal }) => staffApi.directory(client, signal),
  });
  const [name, setName] = useState('');
  const [steps, setSteps] = useState<ApprovalStepInput[]>([]);
  const [adding, setAdding] = useState('');
  const [missing, setMissing] = useState(false);
  const create = useMutation({
    // What is on the screen travels with the click (the mutation's variables): useMutation
    // renews this function in an effect, after the frame (the approvers' race, d69ade3).
    mutationFn: (chain: { name: string; steps: ApprovalStepInput[] }) =>
      offersApi.createChain(client, chain),
    onSuccess: async () => {
      setName('');
      setSteps([]);
      await queryClient.invalidateQueries({ queryKey: offerKeys.chains(client) });
    },
  });
  const people = directory.data ?? [];
  const stepLabel = useStepLabel();
  const labelOf = (step: ApprovalStepInput) =>
    stepLabel({
      kind: step.kind,
      name: people.find((person) => person.staffUserId === step.staffUserId)?.name ?? '',
    });
  const keyOf = (step: ApprovalStepInput) =>
    step.kind === 'staff' ? String(step.staffUserId) : step.kind;
  const keys = steps.map(keyOf);
  const add = (value: string) => {
    if (isHierarchyStep(value)) setSteps((list) => [...list, { kind: value }]);
    else if (value) setSteps((list) => [...list, { kind: 'staff', staffUserId: Number(value) }]);
  };
  return (
    <form
      noValidate
      aria-labelledby="new-approval-chain"
      onSubmit={(event) => {
        event.preventDefault();
        const incomplete = name.trim() === '' || steps.length === 0;
        setMissing(incomplete);
        if (!incomplete) create.mutate({ name: name.trim(), steps });
      }}
    >
      <Stack>
        <Text fw={600} id="new-approval-chain">
          {t('offers.newChain')}
        </Text>
        <ErrorAlert error={create.error ?? directory.error} />
        {missing ? (
          <Text c="red.8" role="alert">
            {t('offers.chainIncomplete')}
          </Text>
        ) : null}
        <TextInput
          label={t('offers.chainName')}
          required
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <ol>
          {steps.map((step) => (
            <li key={keyOf(step)}>
              {labelOf(step)}{' '}
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() =>
                  setSteps((list) => list.filter((item) => keyOf(item) !== keyOf(step)))
                }
              >
                {t('offers.removeApprover', { name: labelOf(step) })}
              </Button>
            </li>
          ))}
        </ol>
        <Group align="flex-end">
          <NativeSelect
            label={t('offers.approver')}
            description={t('offers.hierarchyStepHint')}
            value={adding}
            onChange={(event) => setAdding(event.currentTarget.value)}
            data={[
              { value: '', label: t('offers.choose') },
              ...HIERARCHY_STEPS.filter((kind) => !keys.includes(kind)).map((kind) => ({
                value: kind,
                label: stepLabel({ kind, name: '' }),
              })),
              ...people
                .filter((person) => !keys.includes(String(person.staffUserId)))
                .map((person) => ({ value: String(person.staffUserId), label: person.name })),
            ]}
          />
          <Button
            variant="default"
            onClick={() => {
              add(adding);
              setAdding('');
            }}
          >
            {t('offers.addApprover')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('offers.createChain')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
