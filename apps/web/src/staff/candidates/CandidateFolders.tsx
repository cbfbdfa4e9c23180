import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffCandidateProfile } from '@talentgate/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { staffApi, staffKeys } from '../api';
import { ErrorAlert } from '../ErrorAlert';
import { Section } from '../layout/Section';
import { useCan, useStaffSession } from '../staff-context';
import { folderLabel } from './folder-label';

interface FolderProps {
  profile: StaffCandidateProfile;
  onChanged: (message: string) => void;
}

/**
 * The folders holding the candidate (lead capture's live folders and talent pools), and, for
 * users who may change candidates: add to a folder, move from one to another, new talent pool.
 */
export function CandidateFolders({ profile, onChanged }: FolderProps) {
  const { t } = useTranslation('staff');
  const canWrite = useCan('candidates:write');
  return (
    <Section id="folders" title={t('folders.title')}>
      <Stack>
        {profile.folders.length === 0 ? (
          <Text>{t('folders.none')}</Text>
        ) : (
          <ul data-testid="candidate-folders">
            {profile.folders.map((folder) => (
              <li key={folder.folderId}>{folderLabel(t, folder)}</li>
            ))}
          </ul>
        )}
        {canWrite ? <FolderForms profile={profile} onChanged={onChanged} /> : null}
      </Stack>
    </Section>
  );
}

function FolderForms({ profile, onChanged }: FolderProps) {
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const queryClient = useQueryClient();
  const folders = useQuery({
    queryKey: staffKeys.folders(client),
    queryFn: ({ signal }) => staffApi.folders(client, signal),
    staleTime: 0,
  });
  // Not awaited: the form is ready for the next change at once (its button is not held
  // "loading" while the lists refresh, which would also block submitting with Enter).
  const changed = (message: string) => {
    onChanged(message);
    void queryClient.invalidateQueries({ queryKey: staffKeys.folders(client) });
    void queryClient.invalidateQueries({
      queryKey: staffKeys.candidatePart(client, profile.candidateId, 'profile'),
    });
  };
  const holding = new Set(profile.folders.map((folder) => folder.folderId));
  const all = folders.data ?? [];
  const options = (list: ReadonlyArray<{ folderId: number; name: string; type: string }>) =>
    list.map((folder) => ({ value: String(folder.folderId), label: folderLabel(t, folder) }));
  const others = options(all.filter((folder) => !holding.has(folder.folderId)));
  const held = options(profile.folders);

  return (
    <Stack>
      <ErrorAlert error={folders.error} />
      {others.length > 0 ? (
        <AddForm candidateId={profile.candidateId} choices={others} onDone={changed} />
      ) : null}
      {held.length > 0 && others.length > 0 ? (
        <MoveForm candidateId={profile.candidateId} from={held} to={others} onDone={changed} />
      ) : null}
      <NewPoolForm onDone={changed} />
    </Stack>
  );
}

interface Choice {
  value: string;
  label: string;
}

/**
 * A pick among choices that change while the page is open (the lists refresh after every
 * change): the user's pick stays while it is still offered, else the first choice shows.
 */
function useChoice(choices: Choice[]): [string, (value: string) => void] {
  const [picked, setPicked] = useState<string | null>(null);
  const offered = choices.some((choice) => choice.value === picked);
  return [offered && picked !== null ? picked : (choices[0]?.value ?? ''), setPicked];
}

interface FormProps {
  candidateId: number;
  onDone: (message: string) => void;
}

function AddForm({ candidateId, choices, onDone }: FormProps & { choices: Choice[] }) {
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const [folderId, setFolderId] = useChoice(choices);
  const add = useMutation({
    mutationFn: ({ folderId }: { folderId: string }) =>
      staffApi.addToFolders(client, {
        candidateList: [candidateId],
        destinationList: [Number(folderId)],
      }),
    onSuccess: (_result, { folderId }) => {
      const label = choices.find((choice) => choice.value === folderId)?.label ?? '';
      onDone(t('folders.added', { folder: label }));
    },
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        add.mutate({ folderId });
      }}
    >
      <Title order={3} size="h5">
        {t('folders.addTitle')}
      </Title>
      <ErrorAlert error={add.error} />
      <Group align="flex-end">
        <NativeSelect
          label={t('folders.folder')}
          data={choices}
          value={folderId}
          onChange={(event) => setFolderId(event.currentTarget.value)}
        />
        <Button type="submit" loading={add.isPending}>
          {t('folders.add')}
        </Button>
      </Group>
    </form>
  );
}

function MoveForm({ candidateId, from, to, onDone }: FormProps & { from: Choice[]; to: Choice[] }) {
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const [source, setSource] = useChoice(from);
  const [destination, setDestination] = useChoice(to);
  const move = useMutation({
    mutationFn: (form: { source: string; destination: string }) =>
      staffApi.moveBetweenFolders(client, {
        candidateList: [candidateId],
        sourceFolderId: Number(form.source),
        destinationList: [Number(form.destination)],
      }),
    onSuccess: (_result, form) => {
      const label = (list: Choice[], value: string) =>
        list.find((choice) => choice.value === value)?.label ?? '';
      onDone(
        t('folders.moved', { from: label(from, form.source), to: label(to, form.destination) }),
      );
    },
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        move.mutate({ source, destination });
      }}
    >
      <Title order={3} size="h5">
        {t('folders.moveTitle')}
      </Title>
      <ErrorAlert error={move.error} />
      <Group align="flex-end">
        <NativeSelect
          label={t('folders.from')}
          data={from}
          value={source}
          onChange={(event) => setSource(event.currentTarget.value)}
        />
        <NativeSelect
          label={t('folders.to')}
          data={to}
          value={destination}
          onChange={(event) => setDestination(event.currentTarget.value)}
        />
        <Button type="submit" loading={move.isPending}>
          {t('folders.move')}
        </Button>
      </Group>
    </form>
  );
}

function NewPoolForm({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const { register, handleSubmit, reset, formState } = useForm<{ name: string }>({
    defaultValues: { name: '' },
  });
  const create = useMutation({
    mutationFn: ({ name }: { name: string }) => staffApi.createTalentPool(client, name.trim()),
    onSuccess: (pool) => {
      reset({ name: '' });
      onDone(t('folders.created', { name: pool.name }));
    },
  });
  return (
    <form noValidate onSubmit={handleSubmit((form) => create.mutate(form))}>
      <Title order={3} size="h5">
        {t('folders.newPoolTitle')}
      </Title>
      <ErrorAlert error={create.error} />
      <Group align="flex-start">
        <TextInput
          label={t('folders.poolName')}
          required
          maxLength={100}
          error={formState.errors.name ? t('editor.required') : undefined}
          {...register('name', { validate: (value) => value.trim() !== '' })}
        />
        <Button type="submit" mt={25} loading={create.isPending}>
          {t('folders.create')}
        </Button>
      </Group>
    </form>
  );
}
