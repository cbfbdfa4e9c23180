import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled part of a page: a region named by its heading. */
export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
