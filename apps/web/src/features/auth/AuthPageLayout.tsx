import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthPageLayoutProps {
  title: string;
  intro?: string;
  children: ReactNode;
}

/** The narrow card the sign-in, password and signed-out pages share. */
export function AuthPageLayout({ title, intro, children }: AuthPageLayoutProps) {
  return (
    <Container size={30 * 16} py="xl">
      <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {title}
          </Title>
          {intro && <Text>{intro}</Text>}
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
