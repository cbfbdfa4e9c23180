import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Todo } from '@talentgate/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { useApiErrorText } from '../../auth/use-api-error-text';
import { useNotify } from '../../feedback/notifications-context';
import { useLanguage } from '../../routing/current-route';
import { hrefTo } from '../../routing/href';
import { addTransactionLogEntry, completeTodo, dashboardKey, todosQuery } from '../dashboard-api';
import { useDashboardOwner } from '../dashboard-owner';
import { EmptyState } from '../EmptyState';
import { NextStepNote } from '../NextStepNote';
import classes from '../Dashboard.module.css';
import { QueryView } from '../QueryView';

/**
 * To-dos: open ones with a button to mark them done, then the done ones. Completing a to-do
 * completes its notification on the server, writes the transaction log, and refreshes the
 * to-dos and the activity feed. A to-do about an interview (confirming its time) links to it
 * and says how to confirm, since the site cannot do that yet (issue 21 item 9).
 */
export function TodosTab() {
  const { t } = useTranslation('account');
  const owner = useDashboardOwner();
  const query = useQuery(todosQuery(owner));
  return (
    <QueryView query={query}>
      {(todos) => {
        const open = todos.filter((todo) => todo.completedAt === null);
        const done = todos.filter((todo) => todo.completedAt !== null);
        return (
          <Stack gap="lg">
            {open.length === 0 ? (
              <EmptyState
                title={t('dashboard.todos.emptyTitle')}
                hint={t('dashboard.todos.emptyHint')}
              />
            ) : (
              <Stack gap="sm" component="ul" className={classes.plainList}>
                {open.map((todo) => (
                  <TodoItem key={todo.todoId} todo={todo} />
                ))}
              </Stack>
            )}
            {done.length > 0 && (
              <Stack gap="sm">
                <Title order={3} size="h4">
                  {t('dashboard.todos.doneHeading')}
                </Title>
                <Stack gap="sm" component="ul" className={classes.plainList}>
                  {done.map((todo) => (
                    <TodoItem key={todo.todoId} todo={todo} />
                  ))}
                </Stack>
              </Stack>
            )}
          </Stack>
        );
      }}
    </QueryView>
  );
}

function TodoItem({ todo }: { todo: Todo }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const owner = useDashboardOwner();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const [saving, setSaving] = useState(false);
  const titleId = useId();

  const complete = async () => {
    setSaving(true);
    try {
      await completeTodo(owner.client, todo.todoId);
      await addTransactionLogEntry(owner.client, owner.candidateId, {
        action: 'todo-completed',
        detail: todo.title,
      });
      notify({ message: t('dashboard.todos.completed'), alertClass: 'success' });
    } catch (error) {
      notify({ message: errorText(error), alertClass: 'danger' });
    } finally {
      setSaving(false);
      // The to-do's notification is completed with it: the feed refreshes too.
      await queryClient.invalidateQueries({
        queryKey: dashboardKey(owner.client, owner.candidateId),
      });
    }
  };

  return (
    <Paper withBorder p="md" component="li">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Text fw={600} id={titleId} dir="auto">
            {todo.title}
          </Text>
          {todo.description !== '' && (
            <Text size="sm" dir="auto">
              {todo.description}
            </Text>
          )}
          {todo.interviewId !== null && todo.completedAt === null && (
            <>
              <NextStepNote next={t('dashboard.interviews.confirmNext')} applicationId={null} />
              <Anchor
                component={Link}
                to={hrefTo(language, 'profileInterview', { interviewId: todo.interviewId })}
                size="sm"
              >
                {t('dashboard.todos.seeInterview')}
              </Anchor>
            </>
          )}
          <Text size="sm" c="dimmed">
            {todo.completedAt !== null
              ? t('dashboard.todos.doneOn', { date: formatDate(todo.completedAt, language) })
              : todo.dueAt !== null
                ? t('dashboard.todos.due', { date: formatDate(todo.dueAt, language) })
                : t('dashboard.todos.noDue')}
          </Text>
        </Stack>
        {todo.completedAt === null && (
          <Button
            variant="light"
            loading={saving}
            onClick={() => void complete()}
            aria-describedby={titleId}
          >
            {t('dashboard.todos.complete')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
