import { Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalChain } from '@talentgate/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffApi, staffKeys } from '../api';
import { ErrorAlert } from '../ErrorAlert';
import { Section } from '../layout/Section';
import { useCan, useStaffSession } from '../staff-context';
import { offerKeys, offersApi } from './offers-api';

/** Approval chains: approvers in order (move up reorders), activate/deactivate, a new chain. */
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
              {detail.name}{' '}
              {canWrite && index > 0 ? (
                <Button size="compact-xs" variant="subtle" onClick={() => moveUp(index)}>
                  {t('offers.moveUp', { name: detail.name })}
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
  const [approvers, setApprovers] = useState<number[]>([]);
  const [adding, setAdding] = useState('');
  const [missing, setMissing] = useState(false);
  const create = useMutation({
    mutationFn: () => offersApi.createChain(client, { name: name.trim(), approverIds: approvers }),
    onSuccess: async () => {
      setName('');
      setApprovers([]);
      await queryClient.invalidateQueries({ queryKey: offerKeys.chains(client) });
    },
  });
  const people = directory.data ?? [];
  const nameOf = (id: number) => people.find((person) => person.staffUserId === id)?.name ?? '';
  return (
    <form
      noValidate
      aria-labelledby="new-approval-chain"
      onSubmit={(event) => {
        event.preventDefault();
        const incomplete = name.trim() === '' || approvers.length === 0;
        setMissing(incomplete);
        if (!incomplete) create.mutate();
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
          {approvers.map((id) => (
            <li key={id}>
              {nameOf(id)}{' '}
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => setApprovers((list) => list.filter((item) => item !== id))}
              >
                {t('offers.removeApprover', { name: nameOf(id) })}
              </Button>
            </li>
          ))}
        </ol>
        <Group align="flex-end">
          <NativeSelect
            label={t('offers.approver')}
            value={adding}
            onChange={(event) => setAdding(event.currentTarget.value)}
            data={[
              { value: '', label: t('offers.choose') },
              ...people
                .filter((person) => !approvers.includes(person.staffUserId))
                .map((person) => ({ value: String(person.staffUserId), label: person.name })),
            ]}
          />
          <Button
            variant="default"
            onClick={() => {
              if (adding) setApprovers((list) => [...list, Number(adding)]);
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
