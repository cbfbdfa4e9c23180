import { Alert, Button, Stack } from '@mantine/core';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordCriteriaList } from './PasswordCriteriaList';
import { PasswordField } from './PasswordField';
import {
  isPasswordFormValid,
  validatePasswordForm,
  type PasswordProblems,
  type PasswordValues,
} from './password-form';

interface PasswordFormProps {
  /** A change asks for the current password; a reset by link does not. */
  withCurrentPassword: boolean;
  criteria: readonly string[];
  /** The previous attempt's failure text, shown above the fields. */
  failure: string | null;
  /** The form is on screen (it stays mounted behind the other panels). */
  active: boolean;
  /** Focus the first field at once (a new attempt after a failure). */
  focusOnMount: boolean;
  onSubmit: (values: PasswordValues) => Promise<void>;
}

type Field = keyof PasswordValues;
const FIELDS: readonly Field[] = ['currentPassword', 'newPassword', 'confirmPassword'];
const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The password panel's form (spec 1 §2): new password twice, with the criteria list. */
export function PasswordForm({
  withCurrentPassword,
  criteria,
  failure,
  active,
  focusOnMount,
  onSubmit,
}: PasswordFormProps) {
  const { t } = useTranslation();
  const criteriaId = useId();
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const currentRef = useRef<HTMLInputElement>(null);
  const newRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const focus = (name: Field) => {
    const refs = { currentPassword: currentRef, newPassword: newRef, confirmPassword: confirmRef };
    refs[name].current?.focus();
  };

  // Back from another panel, or a new attempt: the keyboard continues in the form.
  const wasActive = useRef(active && !focusOnMount);
  useEffect(() => {
    if (active && !wasActive.current) {
      (withCurrentPassword ? currentRef : newRef).current?.focus();
    }
    wasActive.current = active;
  }, [active, withCurrentPassword]);

  const problems: PasswordProblems = validatePasswordForm(values, criteria, withCurrentPassword);
  const shown = <F extends Field>(field: F): PasswordProblems[F] | null =>
    touched[field] || submitted ? problems[field] : null;
  const current = shown('currentPassword');
  const fresh = shown('newPassword');
  const confirm = shown('confirmPassword');

  const field = (name: Field) => ({
    value: values[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const value = event.currentTarget.value;
      setValues((previous) => ({ ...previous, [name]: value }));
    },
    onBlur: () => setTouched((previous) => ({ ...previous, [name]: true })),
    required: true,
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    if (!isPasswordFormValid(problems)) {
      const invalid = FIELDS.find((name) => problems[name] !== null);
      if (invalid) focus(invalid);
      return;
    }
    setPending(true);
    await onSubmit(values);
    setPending(false);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light">
            {failure}
          </Alert>
        )}
        {withCurrentPassword && (
          <PasswordField
            {...field('currentPassword')}
            ref={currentRef}
            label={t('auth.passwordModal.current')}
            error={current && t('auth.passwordModal.errors.currentRequired')}
            autoComplete="current-password"
            data-autofocus
          />
        )}
        <PasswordField
          {...field('newPassword')}
          ref={newRef}
          label={t('auth.passwordModal.new')}
          description={t('auth.passwordModal.rulesHint')}
          error={fresh && t('auth.passwordModal.errors.criteria')}
          autoComplete="new-password"
          data-autofocus={withCurrentPassword ? undefined : true}
        />
        <PasswordCriteriaList id={criteriaId} password={values.newPassword} criteria={criteria} />
        <PasswordField
          {...field('confirmPassword')}
          ref={confirmRef}
          label={t('auth.passwordModal.confirm')}
          error={confirm && t(`auth.passwordModal.errors.confirm.${confirm}`)}
          autoComplete="new-password"
        />
        <Button type="submit" loading={pending} fullWidth>
          {t('auth.passwordModal.submit')}
        </Button>
      </Stack>
    </form>
  );
}
