import { Button, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface EmptyStateProps {
  /** What is empty. */
  title: string;
  /** What to do next. */
  hint: string;
  action?: { label: string; href: string } | undefined;
  children?: ReactNode;
}

/** An empty tab says what it will hold and what the candidate can do next. */
export function EmptyState({ title, hint, action, children }: EmptyStateProps) {
  return (
    <Paper withBorder p="lg">
      <Stack gap="xs" align="flex-start">
        <Text fw={600}>{title}</Text>
        <Text size="sm">{hint}</Text>
        {action && (
          <Button component={Link} to={action.href} variant="light">
            {action.label}
          </Button>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
