import { Container, Stack, Text, Title } from '@mantine/core';
import { VIEW_STYLES, type ApplyStreamMetadata } from '@talentgate/domain';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../errors/ErrorState';
import { usePageLoading } from '../../feedback/loading-overlay-context';
import { useLanguage } from '../../routing/current-route';
import { useClient } from '../../site/client-context';
import { usePageTitle } from '../../site/use-page-title';
import { localToday } from '../fields/date-rules';
import { localized } from '../fields/localized';
import { flowStorageKey, type FlowLocation } from '../flow/flow-location';
import { formGroupStates } from '../flow/flow-state';
import { useApplyFlow } from '../flow/use-apply-flow';
import { ContinueLinkAction } from '../continue-link/ContinueLinkAction';
import type { WidgetContext } from '../widgets/widget-types';
import { FormGroup } from './FormGroup';
import { LoginPrompt } from './LoginPrompt';
import type { FormValues } from './FormFields';
import { ProgressSteps, type ProgressStep } from './ProgressSteps';
import { SchemaForm } from './SchemaForm';

interface ApplyFlowProps {
  location: FlowLocation;
  query: URLSearchParams;
  stream: ApplyStreamMetadata;
  /** The job's title, when the flow is for one. */
  title: string | null;
  formNaming: boolean;
}

/** A stream's forms, one open at a time, with the progress of a multi-form flow. */
export function ApplyFlow({ location, query, stream, title, formNaming }: ApplyFlowProps) {
  const { t } = useTranslation('applyEngine');
  const client = useClient();
  const language = useLanguage();
  const today = useMemo(() => localToday(), []);
  const model = useApplyFlow({ client, language, today, location, query, stream, formNaming });
  const heading = title ?? stream.name;
  usePageTitle(t('flow.documentTitle', { title: heading }));
  usePageLoading(model.status === 'restoring' || model.finishing);

  const activeForm = model.activeForm;
  const { valuesChanged } = model;
  const onValuesChange = useCallback(
    (values: FormValues) => {
      if (activeForm) valuesChanged(activeForm, values);
    },
    [activeForm, valuesChanged],
  );

  // Moving on puts focus on the heading of the form that opens (after the page's own focus
  // handling on a path change, which runs later in the same commit).
  const activeId = activeForm?.applyFormId ?? null;
  const previousActive = useRef<number | null>(null);
  useEffect(() => {
    const previous = previousActive.current;
    previousActive.current = activeId;
    if (previous === null || activeId === null || previous === activeId) return undefined;
    const timer = window.setTimeout(() => {
      document.querySelector<HTMLElement>(`[data-form-heading="${activeId}"]`)?.focus();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [activeId]);

  if (model.status === 'failed') {
    return (
      <Container size="sm" py="xl">
        <ErrorState
          message={t('flow.loadError')}
          onRetry={() => model.retry?.()}
          retrying={false}
        />
      </Container>
    );
  }
  if (model.status === 'restoring') return null;

  const states = formGroupStates(model.snapshot);
  const steps: ProgressStep[] = model.forms.flatMap((form) => {
    const state = states.get(form.applyFormId);
    if (state === undefined || state === 'hidden') return [];
    const formTitle = localized(
      form.formMetaData.title,
      form.formMetaData.titleTranslations,
      language,
    );
    return [{ applyFormId: form.applyFormId, title: formTitle, state }];
  });
  const context: WidgetContext = {
    client,
    language,
    flowKind: location.kind,
    today,
    attemptId: model.attemptId,
    heldResume: model.heldResume,
    keepHeldResume: model.keepHeldResume,
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Stack gap={4}>
          <Text fw={700} c="dimmed" size="sm">
            {t(`flow.eyebrow.${location.kind}`)}
          </Text>
          <Title order={1}>
            <bdi>{heading}</bdi>
          </Title>
        </Stack>
        <ProgressSteps steps={steps} onOpen={model.open} />
        {model.loginPrompt && <LoginPrompt />}
        {model.forms.map((form) => {
          const state = states.get(form.applyFormId) ?? 'disabled';
          return (
            <FormGroup
              key={form.applyFormId}
              form={form}
              state={state}
              language={language}
              answers={model.snapshot.answers[String(form.applyFormId)]}
              onOpen={() => model.open(form.applyFormId)}
            >
              {state === 'active' && (
                <SchemaForm
                  form={form}
                  initialValues={model.initialValues(form)}
                  last={model.last}
                  incompleteForms={model.incompleteForms}
                  context={context}
                  otherForms={model.otherForms}
                  onSave={(data) => model.save(form, data)}
                  onValuesChange={onValuesChange}
                  initialServerErrors={model.serverErrorsFor(form.applyFormId)}
                  onBack={
                    form.formStyle === VIEW_STYLES.slide && model.back ? model.back : undefined
                  }
                />
              )}
            </FormGroup>
          );
        })}
        {model.snapshot.completed.size > 0 && (
          <ContinueLinkAction
            client={client}
            flowKey={flowStorageKey(location, stream.applyStreamId)}
            forms={model.forms}
            answers={model.snapshot.answers}
          />
        )}
      </Stack>
    </Container>
  );
}
