import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addDays,
  formatCalendarDay,
  INTERVIEW_MODES,
  wallTimeAt,
  type InterviewMode,
  type SlotPickerConfig,
  type SlotPickerPreview,
} from '@talentgate/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { staffApi, staffKeys } from '../api';
import { ErrorAlert } from '../ErrorAlert';
import { useCan, useStaffSession } from '../staff-context';
import { interviewApi, interviewKeys } from './interviews-api';
import { formatWhen, useStaffTimeZone } from './time-zone';
import { TimeZoneSelect } from './TimeZoneSelect';

interface InviteValues {
  title: string;
  mode: InterviewMode;
  location: string;
  timeZone: string;
  interviewerIds: string[];
  durationMinutes: string;
  bufferMinutes: string;
  capacity: string;
  firstDay: string;
  lastDay: string;
  weekdays: string[];
  dayStarts: string;
  dayEnds: string;
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

function defaults(zone: string): InviteValues {
  const today = wallTimeAt(Date.now(), zone);
  return {
    title: '',
    mode: 'video',
    location: '',
    timeZone: zone,
    interviewerIds: [],
    durationMinutes: '45',
    bufferMinutes: '15',
    capacity: '1',
    firstDay: formatCalendarDay(addDays(today, 1)),
    lastDay: formatCalendarDay(addDays(today, 14)),
    weekdays: ['1', '2', '3', '4', '5'],
    dayStarts: '09:00',
    dayEnds: '17:00',
  };
}

const pickerOf = (values: InviteValues): SlotPickerConfig => ({
  timeZone: values.timeZone,
  durationMinutes: Number(values.durationMinutes),
  bufferMinutes: Number(values.bufferMinutes),
  capacity: Number(values.capacity),
  firstDay: values.firstDay,
  lastDay: values.lastDay,
  weekdays: values.weekdays.map(Number),
  dayStarts: values.dayStarts,
  dayEnds: values.dayEnds,
});

/** A weekday's name in the language (1 Monday … 7 Sunday; 2024-01-01 was a Monday). */
const weekdayName = (weekday: number, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, weekday),
  );

/**
 * Invites the application's candidate (decision 0050): title, mode, place, interviewers and a
 * slot picker configuration (zone, days, working hours, duration, buffer, seats). "Show the
 * times" asks the API which times it gives; "Send invitation" creates them and e-mails the
 * booking link.
 */
export function InviteForm({
  applicationId,
  candidateName,
}: {
  applicationId: number;
  candidateName: string;
}) {
  const { t, i18n } = useTranslation('staff');
  const { client } = useStaffSession();
  const queryClient = useQueryClient();
  const [zone] = useStaffTimeZone();
  const [preview, setPreview] = useState<SlotPickerPreview | null>(null);
  const [sent, setSent] = useState('');
  const canListStaff = useCan('requisitions:write');
  const directory = useQuery({
    queryKey: staffKeys.directory(client),
    queryFn: ({ signal }) => staffApi.directory(client, signal),
    enabled: canListStaff,
  });
  const { register, handleSubmit, control, getValues, reset, formState } = useForm<InviteValues>({
    defaultValues: defaults(zone),
  });
  const showTimes = useMutation({
    mutationFn: (values: InviteValues) => interviewApi.preview(client, pickerOf(values)),
    onSuccess: setPreview,
  });
  const send = useMutation({
    mutationFn: (values: InviteValues) =>
      interviewApi.invite(client, {
        applicationId,
        title: values.title.trim(),
        mode: values.mode,
        location: values.location.trim(),
        timeZone: values.timeZone,
        slots: [],
        slotIds: [],
        interviewerIds: values.interviewerIds.map(Number),
        slotPicker: pickerOf(values),
      }),
    onSuccess: (created) => {
      setSent(t('interviews.sent', { name: candidateName, count: created.slotIds.length }));
      setPreview(null);
      reset(defaults(zone));
      void queryClient.invalidateQueries({ queryKey: interviewKeys.all(client) });
    },
  });

  return (
    <form
      noValidate
      aria-labelledby="invite-heading"
      onSubmit={handleSubmit((values) => {
        setSent('');
        send.mutate(values);
      })}
    >
      <Stack>
        <Title order={3} size="h5" id="invite-heading">
          {t('interviews.invite')}
        </Title>
        <div role="status">{sent ? <Alert color="green">{sent}</Alert> : null}</div>
        <ErrorAlert error={send.error ?? showTimes.error} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('interviews.titleField')}
            required
            maxLength={200}
            error={formState.errors.title ? t('interviews.titleRequired') : undefined}
            {...register('title', { validate: (value) => value.trim() !== '' })}
          />
          <NativeSelect
            label={t('interviews.mode')}
            data={INTERVIEW_MODES.map((mode) => ({
              value: mode,
              label: t(`interviews.modes.${mode}`),
            }))}
            {...register('mode')}
          />
          <TextInput label={t('interviews.location')} maxLength={500} {...register('location')} />
        </SimpleGrid>
        {directory.data && directory.data.length > 0 ? (
          <Fieldset legend={t('interviews.interviewers')} variant="unstyled">
            <Group>
              {directory.data.map((person) => (
                <Checkbox
                  key={person.staffUserId}
                  label={person.name}
                  value={String(person.staffUserId)}
                  {...register('interviewerIds')}
                />
              ))}
            </Group>
          </Fieldset>
        ) : null}
        <Controller
          control={control}
          name="timeZone"
          render={({ field }) => (
            <TimeZoneSelect
              label={t('interviews.timeZone')}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <TextInput type="date" label={t('interviews.firstDay')} {...register('firstDay')} />
          <TextInput type="date" label={t('interviews.lastDay')} {...register('lastDay')} />
          <TextInput type="time" label={t('interviews.dayStarts')} {...register('dayStarts')} />
          <TextInput type="time" label={t('interviews.dayEnds')} {...register('dayEnds')} />
        </SimpleGrid>
        <Fieldset legend={t('interviews.weekdays')} variant="unstyled">
          <Group>
            {WEEKDAYS.map((weekday) => (
              <Checkbox
                key={weekday}
                label={weekdayName(weekday, i18n.language)}
                value={String(weekday)}
                {...register('weekdays')}
              />
            ))}
          </Group>
        </Fieldset>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            type="number"
            min={5}
            max={480}
            label={t('interviews.duration')}
            {...register('durationMinutes')}
          />
          <TextInput
            type="number"
            min={0}
            max={240}
            label={t('interviews.buffer')}
            {...register('bufferMinutes')}
          />
          <TextInput
            type="number"
            min={1}
            max={100}
            label={t('interviews.capacity')}
            {...register('capacity')}
          />
        </SimpleGrid>
        <Group>
          <Button
            variant="default"
            loading={showTimes.isPending}
            onClick={() => showTimes.mutate(getValues())}
          >
            {t('interviews.showTimes')}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {t('interviews.send')}
          </Button>
        </Group>
        {preview ? (
          <Stack gap="xs">
            <Text>
              {t('interviews.previewCount', {
                count: preview.slots.length,
                zone: preview.timeZone,
              })}
            </Text>
            <ul aria-label={t('interviews.previewList')} data-testid="slot-preview">
              {preview.slots.map((slot) => (
                <li key={slot.startsAt}>
                  {formatWhen(slot.startsAt, slot.endsAt, i18n.language, preview.timeZone)}
                </li>
              ))}
            </ul>
          </Stack>
        ) : null}
      </Stack>
    </form>
  );
}
