import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MAX_LIST_TEXT_LENGTH, type ListsFileList } from '@talentgate/domain';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { languageEndonym } from '../../i18n/languages';
import { staffApi, staffKeys } from '../api';
import { ErrorAlert } from '../ErrorAlert';
import { ScrollRegion } from '../layout/ScrollRegion';
import { Section } from '../layout/Section';
import { useStaffSession } from '../staff-context';
import { itemOf, LABEL_LANGUAGES, rowOf, type ItemRow } from './list-rows';

/** A list's items: value, label and its translations, active; add, remove, save. */
export function ListEditor() {
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const lists = useQuery({
    queryKey: staffKeys.lists(client),
    queryFn: ({ signal }) => staffApi.lists(client, signal),
    staleTime: 0,
  });
  const [chosen, setChosen] = useState('');
  const names = lists.data?.lists.map((list) => list.name) ?? [];
  const name = chosen || names[0] || '';
  const list = lists.data?.lists.find((candidate) => candidate.name === name);
  return (
    <Section id="lists" title={t('settings.lists')}>
      <Stack>
        <Text size="sm">{t('settings.listsHelp')}</Text>
        <ErrorAlert error={lists.error} />
        {names.length > 0 ? (
          <NativeSelect
            label={t('settings.list')}
            value={name}
            data={names}
            onChange={(event) => setChosen(event.currentTarget.value)}
          />
        ) : null}
        {list ? <ListItemsForm key={list.name} list={list} /> : null}
      </Stack>
    </Section>
  );
}

interface ListForm {
  items: ItemRow[];
}

function ListItemsForm({ list }: { list: ListsFileList }) {
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const queryClient = useQueryClient();
  const { control, register, handleSubmit, reset, formState } = useForm<ListForm>({
    defaultValues: { items: list.items.map(rowOf) },
  });
  useEffect(() => reset({ items: list.items.map(rowOf) }), [list, reset]);
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const save = useMutation({
    mutationFn: (form: ListForm) =>
      staffApi.saveList(client, {
        name: list.name,
        ...(list.description !== undefined ? { description: list.description } : {}),
        items: form.items.map(itemOf),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.lists(client) }),
  });
  const text = { maxLength: MAX_LIST_TEXT_LENGTH };
  const required = { validate: (value: string) => value.trim() !== '' };

  return (
    <form noValidate onSubmit={handleSubmit((form) => save.mutate(form))}>
      <Stack>
        <Title order={3} size="h5">
          {list.name}
        </Title>
        {list.description ? <Text size="sm">{list.description}</Text> : null}
        <ErrorAlert error={save.error} />
        <ScrollRegion label={t('settings.items', { name: list.name })}>
          <Table>
            <Table.Caption>{t('settings.items', { name: list.name })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('settings.value')}</Table.Th>
                <Table.Th scope="col">{t('settings.label')}</Table.Th>
                {LABEL_LANGUAGES.map((language) => (
                  <Table.Th scope="col" key={language}>
                    {t('settings.labelIn', { language: languageEndonym(language) })}
                  </Table.Th>
                ))}
                <Table.Th scope="col">{t('settings.active')}</Table.Th>
                <Table.Th scope="col">{t('settings.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody data-testid="list-items">
              {fields.map((field, index) => {
                const row = index + 1;
                const invalid = formState.errors.items?.[index];
                return (
                  <Table.Tr key={field.id}>
                    <Table.Td>
                      <TextInput
                        aria-label={t('settings.valueOf', { row })}
                        required
                        error={invalid?.value ? t('editor.required') : undefined}
                        {...text}
                        {...register(`items.${index}.value`, required)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={t('settings.labelOf', { row })}
                        required
                        error={invalid?.label ? t('editor.required') : undefined}
                        {...text}
                        {...register(`items.${index}.label`, required)}
                      />
                    </Table.Td>
                    {LABEL_LANGUAGES.map((language) => (
                      <Table.Td key={language}>
                        <TextInput
                          aria-label={t('settings.labelInOf', {
                            row,
                            language: languageEndonym(language),
                          })}
                          lang={language}
                          {...text}
                          {...register(`items.${index}.labels.${language}`)}
                        />
                      </Table.Td>
                    ))}
                    <Table.Td>
                      <Checkbox
                        aria-label={t('settings.activeOf', { row })}
                        {...register(`items.${index}.active`)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Button variant="default" size="xs" onClick={() => remove(index)}>
                        {t('settings.remove', { row })}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
        <Group>
          <Button
            variant="default"
            onClick={() =>
              append(
                {
                  value: '',
                  label: '',
                  active: true,
                  labels: Object.fromEntries(LABEL_LANGUAGES.map((language) => [language, ''])),
                  otherLabels: {},
                },
                { focusName: `items.${fields.length}.value` },
              )
            }
          >
            {t('settings.addItem')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('settings.saveList')}
          </Button>
          <div role="status">
            {save.isSuccess && !formState.isDirty ? (
              <Text>{t('settings.listSaved', { name: list.name })}</Text>
            ) : null}
          </div>
        </Group>
      </Stack>
    </form>
  );
}
