import { Anchor, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './Dashboard.module.css';

export interface ListedRecord {
  id: number;
  title: string;
  /** The record's own page. */
  href: string;
  /** What the list says of it under the title, one line each. */
  lines: readonly ReactNode[];
  /** What happens next, under the lines. */
  note?: ReactNode;
}

/** Records of a dashboard tab (interviews, offers), each linking to its own page. */
export function RecordList({ records }: { records: readonly ListedRecord[] }) {
  return (
    <Stack gap="sm" component="ul" className={classes.plainList}>
      {records.map((record) => (
        <Paper withBorder p="md" component="li" key={record.id}>
          <Stack gap={2}>
            <Anchor component={Link} to={record.href} fw={600}>
              <bdi>{record.title}</bdi>
            </Anchor>
            {record.lines.map((line, index) => (
              <Text size="sm" c={index === 0 ? undefined : 'dimmed'} key={index}>
                {line}
              </Text>
            ))}
            {record.note}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** The way back from a record's page to its tab, with why when the record was not found. */
export function BackToList({
  href,
  label,
  message,
}: {
  href: string;
  label: string;
  message?: string | undefined;
}) {
  return (
    <Stack gap="xs" align="flex-start">
      {message && <Text>{message}</Text>}
      <Anchor component={Link} to={href}>
        {label}
      </Anchor>
    </Stack>
  );
}
