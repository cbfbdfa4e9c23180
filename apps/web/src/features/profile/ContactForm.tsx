import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  phoneDigits,
  type Candidate,
} from '@talentgate/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentCandidateKey } from '../auth/candidate-query';
import { useApiErrorText } from '../auth/use-api-error-text';
import { useNotify } from '../feedback/notifications-context';
import { useClient } from '../site/client-context';
import { contactProblems, type ContactDraft, type ContactField } from './contact-draft';
import { updateCandidate } from './profile-api';

/**
 * The candidate's name and phone, editable by every candidate (no flag: issue 21 item 8); the
 * e-mail is the sign-in name and is shown, not changed, here. Saved through update candidate.
 */
export function ContactForm({ candidate }: { candidate: Candidate }) {
  const { t } = useTranslation();
  const client = useClient();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const [draft, setDraft] = useState<ContactDraft>(() => ({
    firstName: candidate.firstName ?? '',
    lastName: candidate.lastName ?? '',
    phone1: candidate.phone1 ?? '',
  }));
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<unknown>(null);
  const problems = submitted ? contactProblems(draft) : {};

  const field = (name: ContactField) => {
    const title = t(`profile.contactForm.${name}`);
    const problem = problems[name];
    return {
      label: title,
      value: draft[name],
      error: problem ? t(`profile.contactForm.${problem}`, { title }) : undefined,
      onChange: (event: { currentTarget: { value: string } }) => {
        const { value } = event.currentTarget;
        setDraft((current) => ({ ...current, [name]: value }));
      },
    };
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(contactProblems(draft)).length > 0 || saving) return;
    setSaving(true);
    setSaveError(null);
    try {
      const saved = await updateCandidate(client, {
        candidateId: candidate.candidateId,
        firstName: draft.firstName.trim(),
        lastName: draft.lastName.trim(),
        phone1: phoneDigits(draft.phone1),
      });
      queryClient.setQueryData(currentCandidateKey(client), saved);
      notify({ message: t('profile.contactForm.saved'), alertClass: 'success' });
    } catch (error) {
      setSaveError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void save(event)} aria-labelledby="contact-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="contact-heading">
          {t('profile.contactHeading')}
        </Title>
        <Text>
          <Text span fw={600}>
            {t('profile.email')}
          </Text>{' '}
          <bdi>{candidate.email}</bdi>
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...field('firstName')} required autoComplete="given-name" maxLength={100} />
          <TextInput {...field('lastName')} required autoComplete="family-name" maxLength={100} />
          <TextInput
            {...field('phone1')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            description={t('profile.contactForm.phoneHint', {
              min: PHONE_MIN_DIGITS,
              max: PHONE_MAX_DIGITS,
            })}
            maxLength={30}
          />
        </SimpleGrid>
        {saveError !== null && (
          <Alert color="red" variant="light">
            {errorText(saveError)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={saving}>
            {t('profile.contactForm.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
