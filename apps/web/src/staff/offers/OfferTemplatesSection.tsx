import {
  Button,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OFFER_ELEMENT_KINDS, OFFER_VARIABLES, type OfferElementInput } from '@talentgate/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../ErrorAlert';
import { Section } from '../layout/Section';
import { useCan, useStaffSession } from '../staff-context';
import { offerKeys, offersApi } from './offers-api';

/** Offer templates: their elements in order, activate/deactivate, and a new template's form. */
export function OfferTemplatesSection() {
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const canWrite = useCan('offers:write');
  const queryClient = useQueryClient();
  const templates = useQuery({
    queryKey: offerKeys.templates(client),
    queryFn: ({ signal }) => offersApi.templates(client, signal),
  });
  const toggle = useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      offersApi.setTemplateActive(client, id, active),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.templates(client) }),
  });
  return (
    <Section id="offer-templates" title={t('offers.templates')}>
      <Stack>
        <ErrorAlert error={templates.error ?? toggle.error} />
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('offers.name')}</Table.Th>
              <Table.Th scope="col">{t('offers.elements')}</Table.Th>
              <Table.Th scope="col">{t('offers.state')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(templates.data ?? []).map((template) => (
              <Table.Tr key={template.offerTemplateId}>
                <Table.Td>{template.name}</Table.Td>
                <Table.Td>{template.elements.map((element) => element.label).join(' · ')}</Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    <Text size="sm">
                      {template.active ? t('offers.active') : t('offers.inactive')}
                    </Text>
                    {canWrite ? (
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() =>
                          toggle.mutate({ id: template.offerTemplateId, active: !template.active })
                        }
                      >
                        {t(template.active ? 'offers.deactivateNamed' : 'offers.activateNamed', {
                          name: template.name,
                        })}
                      </Button>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {canWrite ? <NewTemplateForm /> : null}
      </Stack>
    </Section>
  );
}

const emptyElement = (): OfferElementInput => ({ kind: 'text', label: '', text: '' });

function NewTemplateForm() {
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [elements, setElements] = useState<OfferElementInput[]>([emptyElement()]);
  const [missing, setMissing] = useState(false);
  const create = useMutation({
    // What is on the screen travels with the click (the mutation's variables): useMutation
    // renews this function in an effect, after the frame (the approvers' race, d69ade3).
    mutationFn: (template: { name: string; elements: OfferElementInput[] }) =>
      offersApi.createTemplate(client, template),
    onSuccess: async () => {
      setName('');
      setElements([emptyElement()]);
      await queryClient.invalidateQueries({ queryKey: offerKeys.templates(client) });
    },
  });
  const change = (index: number, patch: Partial<OfferElementInput>) =>
    setElements((list) => list.map((item, at) => (at === index ? { ...item, ...patch } : item)));
  const submit = () => {
    const incomplete =
      name.trim() === '' || elements.some((element) => element.label.trim() === '');
    setMissing(incomplete);
    if (!incomplete) create.mutate({ name: name.trim(), elements });
  };
  return (
    <form
      noValidate
      aria-labelledby="new-offer-template"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack>
        <Text fw={600} id="new-offer-template">
          {t('offers.newTemplate')}
        </Text>
        <ErrorAlert error={create.error} />
        {missing ? (
          <Text c="red.8" role="alert">
            {t('offers.templateIncomplete')}
          </Text>
        ) : null}
        <TextInput
          label={t('offers.templateName')}
          required
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Text size="sm">
          {t('offers.variables', { list: OFFER_VARIABLES.map((v) => `{{${v}}}`).join(', ') })}
        </Text>
        {elements.map((element, index) => (
          <Group key={index} align="flex-end" wrap="wrap">
            <NativeSelect
              label={t('offers.elementKind', { number: index + 1 })}
              value={element.kind}
              data={OFFER_ELEMENT_KINDS.map((kind) => ({
                value: kind,
                label: t(`offers.kind.${kind}`),
              }))}
              onChange={(event) => {
                const kind = OFFER_ELEMENT_KINDS.find((item) => item === event.currentTarget.value);
                if (kind) change(index, { kind });
              }}
            />
            <TextInput
              label={t('offers.elementLabel', { number: index + 1 })}
              required
              maxLength={100}
              value={element.label}
              onChange={(event) => change(index, { label: event.currentTarget.value })}
            />
            <Textarea
              label={t('offers.elementText', { number: index + 1 })}
              maxLength={4000}
              autosize
              value={element.text}
              onChange={(event) => change(index, { text: event.currentTarget.value })}
            />
            {elements.length > 1 ? (
              <Button
                variant="default"
                size="xs"
                onClick={() => setElements((list) => list.filter((_, at) => at !== index))}
              >
                {t('offers.removeElement', { number: index + 1 })}
              </Button>
            ) : null}
          </Group>
        ))}
        <Group>
          <Button
            variant="default"
            onClick={() => setElements((list) => [...list, emptyElement()])}
          >
            {t('offers.addElement')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('offers.createTemplate')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
