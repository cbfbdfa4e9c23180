import { Button, Stack, Text } from '@mantine/core';
import {
  DOCUMENT_ATTACHMENT_TYPE,
  isResumeType,
  normaliseAttachmentType,
} from '@talentgate/domain';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/auth-context';
import { useResumeAutofill } from '../resume-autofill/use-resume-autofill';
import { fieldOf, type WidgetProps } from '../apply-engine/widgets/widget-types';
import { heldResumeFieldProps } from './held-resume-field';
import { ResumeField } from './ResumeField';

const SignedInAttachments = lazy(() => import('./SignedInAttachments'));

/**
 * The `attachment` widget of the apply engine: a resume field (with parsing; kept with the
 * apply attempt for a visitor who is not signed in) for the resume type, otherwise the
 * attachment list of the field's type. Its value lists the ids of the
 * candidate's files of that type, so a required field needs at least one (spec 2 §5).
 */
export function AttachmentWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { state, openSignIn } = useAuth();
  const field = fieldOf(props, ['attachment']);
  const attachmentType = normaliseAttachmentType(field?.attachmentType ?? DOCUMENT_ATTACHMENT_TYPE);
  const candidateId = state.status === 'loggedIn' ? state.candidate.candidateId : null;
  // A resume field may fill the flow's forms from the parsed resume (its `autofill` option).
  const autofill = useResumeAutofill(props);

  if (candidateId !== null) {
    return (
      <Suspense fallback={null}>
        <SignedInAttachments
          {...props}
          attachmentType={attachmentType}
          candidateId={candidateId}
          autofill={autofill}
        />
      </Suspense>
    );
  }
  if (isResumeType(attachmentType)) {
    // In a flow the file is kept with the visitor's attempt (and parsed in the same request),
    // so the candidate the final submit makes has it; elsewhere it is only parsed.
    const held = heldResumeFieldProps(props.context);
    return (
      <Stack gap="sm">
        <ResumeField
          client={props.context.client}
          inputId={props.inputId}
          label={props.label}
          help={props.help}
          required={props.required}
          signedIn={false}
          hasStoredResume={false}
          error={props.error}
          onChange={props.onChange}
          inputRef={props.inputRef}
          onParsed={autofill.onParsed}
          {...held}
        />
        {autofill.notice}
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Text fw={500}>{props.label}</Text>
      <Text size="sm">{t('attachments.signInToUpload')}</Text>
      {/* Sign-in comes back to this form (not the dashboard), where the visitor was. */}
      <Button variant="default" onClick={() => openSignIn({ rememberPath: true })} w="fit-content">
        {t('auth.menu.signIn')}
      </Button>
    </Stack>
  );
}
