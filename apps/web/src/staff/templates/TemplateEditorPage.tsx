import {
  Anchor,
  Badge,
  Button,
  Code,
  Group,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TemplateDetail, TemplateInput } from '@talentgate/domain';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { languageEndonym } from '../../i18n/languages';
import { staffApi, staffKeys } from '../api';
import { ErrorAlert } from '../ErrorAlert';
import { Section } from '../layout/Section';
import { useCan, usePageTitle, useStaffSession } from '../staff-context';

/** The {{variables}} a text uses, as the server's renderer reads them. */
const usedVariables = (text: string) =>
  [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? ''))].filter(
    Boolean,
  );

const braces = (name: string) => `{{${name}}}`;

/** One template in one language: its text with variables, a live preview, save and reset. */
export function TemplateEditorPage() {
  const { name = '', language = '' } = useParams();
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const detail = useQuery({
    queryKey: staffKeys.emailTemplate(client, name, language),
    queryFn: ({ signal }) => staffApi.emailTemplate(client, name, language, signal),
    staleTime: 0,
  });
  const title = t('templates.editorTitle', { name, language: languageEndonym(language) });
  usePageTitle(title);
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      <Anchor component={Link} to="/templates">
        {t('templates.back')}
      </Anchor>
      <ErrorAlert error={detail.error} />
      {detail.data ? <TemplateEditor detail={detail.data} /> : null}
      {!detail.data && !detail.error ? <Text>{t('console.loading')}</Text> : null}
    </Stack>
  );
}

function TemplateEditor({ detail }: { detail: TemplateDetail }) {
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const canWrite = useCan('templates:write');
  const queryClient = useQueryClient();
  const { name, language } = detail;
  const { register, handleSubmit, reset, control, formState } = useForm<TemplateInput>({
    defaultValues: { subject: detail.subject, text: detail.text },
  });
  useEffect(() => reset({ subject: detail.subject, text: detail.text }), [detail, reset]);
  const subject = useWatch({ control, name: 'subject' });
  const text = useWatch({ control, name: 'text' });
  // The preview follows the typing once it pauses, not at every key.
  const [draftSubject] = useDebouncedValue(subject, 300);
  const [draftText] = useDebouncedValue(text, 300);
  const draft = { subject: draftSubject, text: draftText };
  const preview = useQuery({
    queryKey: staffKeys.emailPreview(client, name, language, draft),
    queryFn: ({ signal }) =>
      staffApi.previewEmailTemplate(
        client,
        name,
        language,
        {
          ...(draft.subject.trim() ? { subject: draft.subject } : {}),
          ...(draft.text.trim() ? { text: draft.text } : {}),
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  const unknown = usedVariables(`${subject} ${text}`).filter(
    (variable) => !detail.variables.includes(variable),
  );
  const missing = detail.required.filter((variable) => !usedVariables(text).includes(variable));

  const changed = async (next: TemplateDetail | null) => {
    if (next) queryClient.setQueryData(staffKeys.emailTemplate(client, name, language), next);
    else
      await queryClient.invalidateQueries({
        queryKey: staffKeys.emailTemplate(client, name, language),
      });
    await queryClient.invalidateQueries({
      queryKey: staffKeys.emailTemplates(client),
      exact: true,
    });
  };
  const save = useMutation({
    mutationFn: (form: TemplateInput) => staffApi.saveEmailTemplate(client, name, language, form),
    onSuccess: (next) => changed(next),
  });
  const restore = useMutation({
    mutationFn: () => staffApi.resetEmailTemplate(client, name, language),
    onSuccess: () => changed(null),
  });
  const fieldError = (field: keyof TemplateInput) =>
    formState.errors[field] ? t('editor.required') : undefined;

  return (
    <Stack>
      <Group gap="xs">
        <Text>{t('templates.state')}</Text>
        <Badge variant="light" data-testid="template-state">
          {detail.overridden ? t('templates.custom') : t('templates.default')}
        </Badge>
      </Group>
      <Section id="variables" title={t('templates.variables')}>
        <Text id="variables-help">{t('templates.variablesHelp')}</Text>
        <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0 }}>
          {detail.variables.map((variable) => (
            <li key={variable}>
              <Code>{braces(variable)}</Code>
              {detail.required.includes(variable) ? ` (${t('templates.requiredVariable')})` : ''}
            </li>
          ))}
        </Group>
      </Section>

      <form noValidate onSubmit={handleSubmit((form) => save.mutate(form))}>
        <Stack>
          <ErrorAlert error={save.error ?? restore.error} />
          <fieldset disabled={!canWrite} style={{ border: 0, padding: 0, margin: 0 }}>
            <Stack>
              <TextInput
                label={t('templates.subject')}
                required
                maxLength={200}
                error={fieldError('subject')}
                {...register('subject', { validate: (value) => value.trim() !== '' })}
              />
              <Textarea
                label={t('templates.text')}
                description={t('templates.textHelp')}
                required
                maxLength={20000}
                autosize
                minRows={8}
                error={fieldError('text')}
                {...register('text', { validate: (value) => value.trim() !== '' })}
              />
            </Stack>
          </fieldset>
          {unknown.length > 0 || missing.length > 0 ? (
            <div role="alert" data-testid="template-problems">
              {unknown.length > 0 ? (
                <Text c="red.9">
                  {t('templates.unknownVariables', { names: unknown.map(braces).join(', ') })}
                </Text>
              ) : null}
              {missing.length > 0 ? (
                <Text c="red.9">
                  {t('templates.missingVariables', { names: missing.map(braces).join(', ') })}
                </Text>
              ) : null}
            </div>
          ) : null}
          {canWrite ? (
            <Group>
              <Button type="submit" loading={save.isPending}>
                {t('templates.save')}
              </Button>
              {detail.overridden ? (
                <Button
                  variant="default"
                  loading={restore.isPending}
                  onClick={() => restore.mutate()}
                >
                  {t('templates.reset')}
                </Button>
              ) : null}
              <div role="status">
                {save.isSuccess && !formState.isDirty ? <Text>{t('templates.saved')}</Text> : null}
                {restore.isSuccess && !detail.overridden ? (
                  <Text>{t('templates.restored')}</Text>
                ) : null}
              </div>
            </Group>
          ) : null}
        </Stack>
      </form>

      <Section id="preview" title={t('templates.preview')}>
        <Text size="sm" mb="xs">
          {t('templates.previewHelp')}
        </Text>
        <ErrorAlert error={preview.error} />
        {preview.data ? (
          <Stack gap="xs" data-testid="template-preview">
            <Text>
              <Text component="span" fw={700}>
                {t('templates.subject')}:
              </Text>{' '}
              <span data-testid="preview-subject">{preview.data.subject}</span>
            </Text>
            <pre
              data-testid="preview-text"
              style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', margin: 0 }}
            >
              {preview.data.text}
            </pre>
          </Stack>
        ) : null}
      </Section>
    </Stack>
  );
}
