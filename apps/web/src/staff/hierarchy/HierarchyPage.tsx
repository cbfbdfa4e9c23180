import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  HIERARCHY_NODE_KINDS,
  treeRows,
  type HierarchyNode,
  type HierarchyNodeInput,
  type HierarchyNodeKind,
} from '@talentgate/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hierarchyApi, staffApi, staffKeys } from '../api';
import { ErrorAlert } from '../ErrorAlert';
import { ScrollRegion } from '../layout/ScrollRegion';
import { usePageTitle, useStaffSession } from '../staff-context';
import { nodeOptions } from './node-options';

const isKind = (value: string): value is HierarchyNodeKind =>
  (HIERARCHY_NODE_KINDS as readonly string[]).includes(value);

/**
 * The org hierarchy (decision 0051): departments and locations as a tree, each with its
 * managers and how many requisitions it holds; add, edit (rename, move, managers), remove.
 */
export function HierarchyPage() {
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const queryClient = useQueryClient();
  usePageTitle(t('hierarchy.title'));
  const tree = useQuery({
    queryKey: staffKeys.hierarchy(client),
    queryFn: ({ signal }) => hierarchyApi.tree(client, signal),
    staleTime: 0,
  });
  const directory = useQuery({
    queryKey: staffKeys.directory(client),
    queryFn: ({ signal }) => staffApi.directory(client, signal),
  });
  const [editing, setEditing] = useState<HierarchyNode | null>(null);
  const saved = (next: HierarchyNode[]) =>
    queryClient.setQueryData(staffKeys.hierarchy(client), next);
  const remove = useMutation({
    mutationFn: (nodeId: number) => hierarchyApi.remove(client, nodeId),
    onSuccess: saved,
  });
  const nameOf = (staffUserId: number) =>
    directory.data?.find((entry) => entry.staffUserId === staffUserId)?.name ?? '';
  const rows = treeRows(tree.data ?? []);

  return (
    <Stack>
      <Title order={1}>{t('hierarchy.title')}</Title>
      <ErrorAlert error={tree.error ?? remove.error} />
      {tree.data && tree.data.length === 0 ? <Text>{t('hierarchy.empty')}</Text> : null}
      {rows.length > 0 ? (
        <ScrollRegion label={t('hierarchy.title')}>
          <Table striped data-testid="hierarchy-rows">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('hierarchy.columns.name')}</Table.Th>
                <Table.Th scope="col">{t('hierarchy.columns.kind')}</Table.Th>
                <Table.Th scope="col">{t('hierarchy.columns.managers')}</Table.Th>
                <Table.Th scope="col">{t('hierarchy.columns.requisitions')}</Table.Th>
                <Table.Th scope="col">{t('hierarchy.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map(({ node, depth }) => (
                <Table.Tr key={node.nodeId}>
                  <Table.Td style={{ paddingInlineStart: `calc(${depth} * 1.5rem + 0.5rem)` }}>
                    <bdi>{node.name}</bdi>
                  </Table.Td>
                  <Table.Td>{t(`hierarchy.kinds.${node.kind}`)}</Table.Td>
                  <Table.Td>{node.managerIds.map(nameOf).join(', ')}</Table.Td>
                  <Table.Td>{node.requisitionCount}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t('hierarchy.editNode', { name: node.name })}
                        onClick={() => setEditing(node)}
                      >
                        {t('hierarchy.edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        color="red"
                        aria-label={t('hierarchy.removeNode', { name: node.name })}
                        loading={remove.isPending && remove.variables === node.nodeId}
                        onClick={() => remove.mutate(node.nodeId)}
                      >
                        {t('hierarchy.remove')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      ) : null}
      <NodeForm
        key={editing?.nodeId ?? 'new'}
        node={editing}
        tree={tree.data ?? []}
        staff={directory.data ?? []}
        onSaved={(next) => {
          saved(next);
          setEditing(null);
        }}
        onCancel={() => setEditing(null)}
      />
    </Stack>
  );
}

interface NodeFormProps {
  node: HierarchyNode | null;
  tree: HierarchyNode[];
  staff: { staffUserId: number; name: string }[];
  onSaved: (tree: HierarchyNode[]) => void;
  onCancel: () => void;
}

function NodeForm({ node, tree, staff, onSaved, onCancel }: NodeFormProps) {
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const [name, setName] = useState(node?.name ?? '');
  const [kind, setKind] = useState<HierarchyNodeKind>(node?.kind ?? 'department');
  const [parent, setParent] = useState(
    node?.parentId === null || !node ? '' : String(node.parentId),
  );
  const [managers, setManagers] = useState((node?.managerIds ?? []).map(String));
  const [nameMissing, setNameMissing] = useState(false);
  const save = useMutation({
    mutationFn: (input: HierarchyNodeInput) =>
      node ? hierarchyApi.update(client, node.nodeId, input) : hierarchyApi.create(client, input),
    onSuccess: (next) => {
      onSaved(next);
      if (!node) {
        setName('');
        setManagers([]);
      }
    },
  });
  const headingId = 'hierarchy-node-form';
  return (
    <Paper
      withBorder
      p="md"
      component="form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        if (name.trim() === '') {
          setNameMissing(true);
          return;
        }
        save.mutate({
          name,
          kind,
          parentId: parent === '' ? null : Number(parent),
          managerIds: managers.map(Number),
        });
      }}
    >
      <Title order={2} size="h4" id={headingId} mb="xs">
        {node ? t('hierarchy.editTitle', { name: node.name }) : t('hierarchy.new')}
      </Title>
      <Stack>
        <ErrorAlert error={save.error} />
        <Group align="flex-start" grow>
          <TextInput
            label={t('hierarchy.fields.name')}
            maxLength={120}
            withAsterisk
            value={name}
            error={nameMissing && name.trim() === '' ? t('hierarchy.required') : undefined}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <NativeSelect
            label={t('hierarchy.fields.kind')}
            value={kind}
            data={HIERARCHY_NODE_KINDS.map((value) => ({
              value,
              label: t(`hierarchy.kinds.${value}`),
            }))}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isKind(value)) setKind(value);
            }}
          />
          <NativeSelect
            label={t('hierarchy.fields.parent')}
            value={parent}
            data={[{ value: '', label: t('hierarchy.top') }, ...nodeOptions(tree, node?.nodeId)]}
            onChange={(event) => setParent(event.currentTarget.value)}
          />
        </Group>
        <Checkbox.Group
          label={t('hierarchy.fields.managers')}
          value={managers}
          onChange={setManagers}
        >
          <Group gap="md" mt="xs">
            {staff.map((entry) => (
              <Checkbox
                key={entry.staffUserId}
                value={String(entry.staffUserId)}
                label={<bdi>{entry.name}</bdi>}
              />
            ))}
          </Group>
        </Checkbox.Group>
        <Group>
          <Button type="submit" loading={save.isPending}>
            {node ? t('hierarchy.save') : t('hierarchy.add')}
          </Button>
          {node ? (
            <Button variant="default" onClick={onCancel}>
              {t('hierarchy.cancel')}
            </Button>
          ) : null}
          {save.isSuccess ? <Text role="status">{t('hierarchy.saved')}</Text> : null}
        </Group>
      </Stack>
    </Paper>
  );
}
