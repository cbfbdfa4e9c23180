import { NativeSelect } from '@mantine/core';
import { useMemo } from 'react';
import { timeZoneNames } from './time-zone';

/** A labelled choice of IANA time zone (a native select: typing a name's start finds it). */
export function TimeZoneSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (zone: string) => void;
}) {
  const names = useMemo(() => timeZoneNames(value), [value]);
  return (
    <NativeSelect
      label={label}
      value={value}
      data={names}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
