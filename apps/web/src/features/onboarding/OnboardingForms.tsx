import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import type {
  FieldError,
  FormAnswers,
  Onboarding,
  OnboardingFormState,
  StreamFormMetadata,
} from '@talentgate/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error';
import { formatCalendarDate } from '../../lib/format';
import { streamMetadataQueryOptions } from '../apply-engine/api/engine-api';
import { localToday } from '../apply-engine/fields/date-rules';
import { localized } from '../apply-engine/fields/localized';
import { initialFormValues } from '../apply-engine/flow/initial-values';
import { SchemaForm, type SaveOutcome } from '../apply-engine/render/SchemaForm';
import { useApiErrorText } from '../auth/use-api-error-text';
import { dashboardKey } from '../dashboard/dashboard-api';
import { useDashboardOwner } from '../dashboard/dashboard-owner';
import { QueryView } from '../dashboard/QueryView';
import { BackToList } from '../dashboard/RecordList';
import { useNotify } from '../feedback/notifications-context';
import { useLanguage } from '../routing/current-route';
import { hrefTo } from '../routing/href';
import classes from './Onboarding.module.css';
import { onboardingByApplicationQuery, onboardingKey, saveOnboardingForm } from './onboarding-api';
import { OneTimeCodePanel } from './OneTimeCodePanel';

/**
 * An application's onboarding forms (spec 2 §1; decision 0047), drawn by the apply engine's
 * renderer from the tenant's onboarding stream: a list of the forms with their state, and
 * the open one. Each form is saved on its own (partial save): leaving and coming back finds
 * the saved answers, and the first form not saved yet opens.
 */
export default function OnboardingForms({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation('account');
  const owner = useDashboardOwner();
  const language = useLanguage();
  const onboarding = useQuery(
    onboardingByApplicationQuery(owner.client, applicationId, owner.recovery),
  );
  const streamId = onboarding.data?.applyStreamId ?? null;
  const metadata = useQuery({
    ...streamMetadataQueryOptions(owner.client, streamId ?? 0),
    enabled: streamId !== null,
  });
  return (
    <Stack gap="md">
      <BackToList
        href={hrefTo(language, 'profileOnboarding')}
        label={t('dashboard.onboarding.backToList')}
      />
      <QueryView query={onboarding}>
        {(data) => (
          <QueryView query={metadata}>
            {(stream) => <OnboardingSteps onboarding={data} forms={stream.metaData} />}
          </QueryView>
        )}
      </QueryView>
    </Stack>
  );
}

function firstToDo(onboarding: Onboarding): number | null {
  const open = onboarding.forms.find((form) => form.formDate === null) ?? onboarding.forms[0];
  return open?.applyFormId ?? null;
}

function OnboardingSteps({
  onboarding,
  forms,
}: {
  onboarding: Onboarding;
  forms: readonly StreamFormMetadata[];
}) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const [openId, setOpenId] = useState<number | null>(() => firstToDo(onboarding));
  const titleOf = (form: StreamFormMetadata) =>
    localized(form.formMetaData.title, form.formMetaData.titleTranslations, language);
  const stateOf = (applyFormId: number) =>
    onboarding.forms.find((form) => form.applyFormId === applyFormId);
  const open = forms.find((form) => form.applyFormId === openId);
  const openState = open ? stateOf(open.applyFormId) : undefined;
  const completed = onboarding.status === 'Completed';
  const stateText = (state: OnboardingFormState | undefined) =>
    state?.formDate
      ? t('dashboard.onboarding.savedOn', { date: formatCalendarDate(state.formDate, language) })
      : t('dashboard.onboarding.status.Pending');

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('dashboard.onboarding.formsTitle')}
      </Title>
      <Text role="status">
        {completed && onboarding.dueDate !== null
          ? t('dashboard.onboarding.allCompleted', {
              date: formatCalendarDate(onboarding.dueDate, language),
            })
          : onboarding.dueDate !== null
            ? t('dashboard.onboarding.due', {
                date: formatCalendarDate(onboarding.dueDate, language),
              })
            : t('dashboard.onboarding.noDue')}
      </Text>
      <nav aria-label={t('dashboard.onboarding.formsTitle')}>
        <ol className={classes.steps}>
          {forms.map((form) => (
            <li key={form.applyFormId}>
              <Button
                variant={form.applyFormId === openId ? 'light' : 'subtle'}
                aria-current={form.applyFormId === openId ? 'step' : undefined}
                onClick={() => setOpenId(form.applyFormId)}
                className={classes.step}
              >
                <span className={classes.stepText}>
                  <bdi>{titleOf(form)}</bdi>
                  <span className={classes.stepState}>{stateText(stateOf(form.applyFormId))}</span>
                </span>
              </Button>
            </li>
          ))}
        </ol>
      </nav>
      {open && openState && (
        <OnboardingFormPanel
          key={open.applyFormId}
          form={open}
          state={openState}
          onboarding={onboarding}
          title={titleOf(open)}
          onSaved={(next) => setOpenId(firstOpenAfter(next, open.applyFormId))}
        />
      )}
    </Stack>
  );
}

/** After a save: the next form not saved yet, else the same one. */
function firstOpenAfter(onboarding: Onboarding, savedId: number): number {
  const index = onboarding.forms.findIndex((form) => form.applyFormId === savedId);
  const after = [...onboarding.forms.slice(index + 1), ...onboarding.forms.slice(0, index)];
  return after.find((form) => form.formDate === null)?.applyFormId ?? savedId;
}

function OnboardingFormPanel({
  form,
  state,
  onboarding,
  title,
  onSaved,
}: {
  form: StreamFormMetadata;
  state: OnboardingFormState;
  onboarding: Onboarding;
  title: string;
  onSaved(next: Onboarding): void;
}) {
  const { t } = useTranslation('account');
  const owner = useDashboardOwner();
  const language = useLanguage();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<unknown>(null);
  const today = useMemo(() => localToday(), []);
  // The form opens with what was saved when it was opened (it is keyed by form, so a new one
  // opens with its own); later saves do not reset what is being typed.
  const [initialValues] = useState(() =>
    initialFormValues(form, {
      saved: state.answers ?? undefined,
      draft: null,
      candidate: null,
      today,
    }),
  );
  const needsCode = state.needsCode && !onboarding.otp.verified;
  const mismatch = (field: string, message: string): SaveOutcome => {
    const errors: FieldError[] = [{ field, code: 202, message }];
    return { kind: 'fieldErrors', errors };
  };

  const onSave = async (answers: FormAnswers): Promise<SaveOutcome> => {
    setFailure(null);
    try {
      const saved = await saveOnboardingForm(
        owner.client,
        onboarding.applicationId,
        form.applyFormId,
        answers,
      );
      queryClient.setQueryData(onboardingKey(owner.client, onboarding.applicationId), saved);
      await queryClient.invalidateQueries({
        queryKey: dashboardKey(owner.client, owner.candidateId, 'onboarding'),
      });
      notify({
        message:
          saved.status === 'Completed'
            ? t('dashboard.onboarding.completedNotice')
            : t('dashboard.onboarding.savedNotice', { form: title }),
        alertClass: 'success',
      });
      onSaved(saved);
      return { kind: 'saved' };
    } catch (error) {
      if (isApiError(error) && error.code === 'SIGNATURE_MISMATCH') {
        return mismatch('signature', t('dashboard.onboarding.signatureMismatch'));
      }
      if (isApiError(error) && error.code === 'SSN_MISMATCH') {
        return mismatch('ssn_confirm', t('dashboard.onboarding.ssnMismatch'));
      }
      if (isApiError(error) && error.code === 'HR_VALIDATION_REFUSED') {
        return mismatch(
          error.field === 'email' ? 'email' : 'ssn',
          t('dashboard.onboarding.hrRefused'),
        );
      }
      if (isApiError(error) && error.code === 'VALIDATION_FAILED' && error.fields.length > 0) {
        return { kind: 'fieldErrors', errors: error.fields };
      }
      setFailure(error);
      return { kind: 'failed' };
    }
  };

  return (
    <Paper withBorder p="lg">
      <Stack gap="md">
        <Title order={3} size="h4">
          <bdi>{title}</bdi>
        </Title>
        {form.formMetaData.description && (
          <Text size="sm">
            {localized(
              form.formMetaData.description,
              form.formMetaData.descriptionTranslations,
              language,
            )}
          </Text>
        )}
        {needsCode ? (
          <OneTimeCodePanel onboarding={onboarding} />
        ) : (
          <SchemaForm
            form={form}
            initialValues={initialValues}
            last
            incompleteForms={[]}
            context={{ client: owner.client, language, flowKind: 'profileJoin', today }}
            onSave={onSave}
            onValuesChange={() => undefined}
            submitText={t('dashboard.onboarding.save')}
          />
        )}
        {failure !== null && (
          <Alert color="red" variant="light">
            {errorText(failure)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
