import {
  Badge,
  Button,
  ColorSwatch,
  FileInput,
  Grid,
  Group,
  Image,
  List,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  HEX_COLOUR_PATTERN,
  isHexColour,
  MAX_BRANDING_FOOTER_LENGTH,
  MAX_BRANDING_LOGO_BYTES,
  type MessageBranding,
  type MessageBrandingInput,
} from '@talentgate/domain';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../ErrorAlert';
import { Section } from '../layout/Section';
import { usePageTitle, useStaffSession } from '../staff-context';
import { brandingApi, brandingKeys } from './branding-api';
import { contrastError, describePair, pairsOf } from './contrast-messages';

/**
 * Message branding (decision 0052): colours and footer with their contrast checked as they are
 * typed (the same pairs the API checks), a live preview of an e-mail drawn by the server's
 * own composer, the logo, and whether the branding applies.
 */
export function BrandingPage() {
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  usePageTitle(t('branding.title'));
  const branding = useQuery({
    queryKey: brandingKeys.branding(client),
    queryFn: ({ signal }) => brandingApi.get(client, signal),
    staleTime: 0,
  });
  return (
    <Stack>
      <Title order={1}>{t('branding.title')}</Title>
      <Text>{t('branding.intro')}</Text>
      <ErrorAlert error={branding.error} />
      {branding.data ? <BrandingEditor branding={branding.data} /> : null}
      {!branding.data && !branding.error ? <Text>{t('console.loading')}</Text> : null}
    </Stack>
  );
}

function BrandingEditor({ branding }: { branding: MessageBranding }) {
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  const initial = {
    primaryColor: branding.primaryColor,
    accentColor: branding.accentColor,
    footerText: branding.footerText,
  };
  const { register, handleSubmit, reset, control, formState } = useForm<MessageBrandingInput>({
    defaultValues: initial,
    mode: 'onChange',
  });
  useEffect(
    () =>
      reset({
        primaryColor: branding.primaryColor,
        accentColor: branding.accentColor,
        footerText: branding.footerText,
      }),
    [branding, reset],
  );
  const draft = {
    primaryColor: useWatch({ control, name: 'primaryColor' }),
    accentColor: useWatch({ control, name: 'accentColor' }),
    footerText: useWatch({ control, name: 'footerText' }),
  };
  const [previewDraft] = useDebouncedValue(draft, 300);
  const previewable =
    isHexColour(previewDraft.primaryColor) && isHexColour(previewDraft.accentColor);
  const preview = useQuery({
    queryKey: brandingKeys.preview(client, previewDraft),
    queryFn: ({ signal }) => brandingApi.preview(client, previewDraft, signal),
    enabled: previewable,
    placeholderData: keepPreviousData,
  });

  const changed = (next: MessageBranding, message: string) => {
    queryClient.setQueryData(brandingKeys.branding(client), next);
    setAnnouncement(message);
  };
  const save = useMutation({
    mutationFn: (form: MessageBrandingInput) => brandingApi.save(client, form),
    onSuccess: (next) => changed(next, t('branding.saved')),
  });
  const toggle = useMutation({
    mutationFn: (active: boolean) => brandingApi.setActive(client, active),
    onSuccess: (next) =>
      changed(next, next.active ? t('branding.activated') : t('branding.deactivated')),
  });

  const colourRules = (field: 'primaryColor' | 'accentColor') => ({
    validate: (value: string, form: MessageBrandingInput) =>
      !isHexColour(value) ? t('branding.colourFormat') : (contrastError(t, form, field) ?? true),
  });
  const pairs = pairsOf(draft);

  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack>
          <div role="status">{announcement ? <Text fw={600}>{announcement}</Text> : null}</div>
          <Section id="branding-state" title={t('branding.state')}>
            <Group>
              <Badge variant="light" color={branding.active ? 'green' : 'gray'}>
                {branding.active ? t('branding.active') : t('branding.inactive')}
              </Badge>
              <Button
                variant="default"
                loading={toggle.isPending}
                onClick={() => toggle.mutate(!branding.active)}
              >
                {branding.active ? t('branding.deactivate') : t('branding.activate')}
              </Button>
            </Group>
            <ErrorAlert error={toggle.error} />
          </Section>

          <form noValidate onSubmit={handleSubmit((form) => save.mutate(form))}>
            <Section id="branding-colours" title={t('branding.colours')}>
              <Stack>
                <ErrorAlert error={save.error} />
                <TextInput
                  label={t('branding.primaryColor')}
                  description={t('branding.primaryHelp')}
                  required
                  maxLength={7}
                  pattern={HEX_COLOUR_PATTERN}
                  leftSection={
                    isHexColour(draft.primaryColor) ? (
                      <ColorSwatch color={draft.primaryColor} size={18} aria-hidden />
                    ) : null
                  }
                  error={formState.errors.primaryColor?.message}
                  {...register('primaryColor', colourRules('primaryColor'))}
                />
                <TextInput
                  label={t('branding.accentColor')}
                  description={t('branding.accentHelp')}
                  required
                  maxLength={7}
                  pattern={HEX_COLOUR_PATTERN}
                  leftSection={
                    isHexColour(draft.accentColor) ? (
                      <ColorSwatch color={draft.accentColor} size={18} aria-hidden />
                    ) : null
                  }
                  error={formState.errors.accentColor?.message}
                  {...register('accentColor', colourRules('accentColor'))}
                />
                <Textarea
                  label={t('branding.footerText')}
                  description={t('branding.footerHelp')}
                  autosize
                  minRows={2}
                  maxLength={MAX_BRANDING_FOOTER_LENGTH}
                  {...register('footerText')}
                />
                <div>
                  <Text fw={600} id="contrast-list">
                    {t('branding.contrast')}
                  </Text>
                  <List aria-labelledby="contrast-list" size="sm">
                    {pairs.map((pair) => (
                      <List.Item key={pair.name}>
                        {describePair(t, pair)}:{' '}
                        {pair.passes ? t('branding.passes') : t('branding.fails')}
                      </List.Item>
                    ))}
                  </List>
                </div>
                <Group>
                  <Button type="submit" loading={save.isPending}>
                    {t('branding.save')}
                  </Button>
                </Group>
              </Stack>
            </Section>
          </form>

          <LogoSection branding={branding} onChanged={changed} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Section id="branding-preview" title={t('branding.preview')}>
          <Stack>
            <Text size="sm">{t('branding.previewHelp')}</Text>
            <ErrorAlert error={preview.error} />
            {preview.data ? (
              <>
                <Text size="sm">
                  {t('branding.previewSubject', { subject: preview.data.subject })}
                </Text>
                {/* Our composer's own output (every text escaped); a srcdoc frame keeps the
                    console's policy, so nothing in it could run a script anyway. */}
                <iframe
                  title={t('branding.previewFrame')}
                  srcDoc={preview.data.html}
                  data-testid="branding-preview"
                  style={{
                    width: '100%',
                    height: 520,
                    border: '1px solid var(--mantine-color-gray-4)',
                  }}
                />
              </>
            ) : null}
          </Stack>
        </Section>
      </Grid.Col>
    </Grid>
  );
}

function LogoSection({
  branding,
  onChanged,
}: {
  branding: MessageBranding;
  onChanged: (next: MessageBranding, message: string) => void;
}) {
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const [problem, setProblem] = useState<string | undefined>();
  const upload = useMutation({
    mutationFn: (file: File) => brandingApi.uploadLogo(client, file),
    onSuccess: (next) => onChanged(next, t('branding.logoSaved')),
  });
  const remove = useMutation({
    mutationFn: () => brandingApi.removeLogo(client),
    onSuccess: (next) => onChanged(next, t('branding.logoRemoved')),
  });
  const choose = (file: File | null) => {
    setProblem(undefined);
    if (!file) return;
    // The server judges the bytes; these checks only save a refused upload.
    if (!['image/png', 'image/jpeg'].includes(file.type)) setProblem(t('branding.logoFormat'));
    else if (file.size > MAX_BRANDING_LOGO_BYTES) setProblem(t('branding.logoSize'));
    else upload.mutate(file);
  };
  return (
    <Section id="branding-logo" title={t('branding.logo')}>
      <Stack>
        <ErrorAlert error={upload.error ?? remove.error} />
        {branding.logoUrl ? (
          <Image
            src={branding.logoUrl}
            alt={t('branding.currentLogo')}
            h={48}
            w="auto"
            fit="contain"
          />
        ) : (
          <Text size="sm">{t('branding.noLogo')}</Text>
        )}
        <FileInput
          label={t('branding.chooseLogo')}
          description={t('branding.logoHelp')}
          accept="image/png,image/jpeg"
          clearable={false}
          error={problem}
          onChange={choose}
        />
        {branding.logoUrl ? (
          <Group>
            <Button variant="default" loading={remove.isPending} onClick={() => remove.mutate()}>
              {t('branding.removeLogo')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Section>
  );
}
