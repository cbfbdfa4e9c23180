import { Alert, Anchor, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffApplicationItem } from '@talentgate/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { staffApi, staffKeys } from '../api';
import { ErrorAlert } from '../ErrorAlert';
import { ScrollRegion } from '../layout/ScrollRegion';
import classes from '../layout/ConsoleLayout.module.css';
import { stageLabel } from './stage-label';
import { useCan, usePageTitle, useStaffSession } from '../staff-context';
import { MoveDialog, type MoveTarget } from './MoveDialog';

/** The board shows up to this many applications of a requisition (the search's page limit). */
const BOARD_PAGE_SIZE = 200;

/**
 * A requisition's applications in columns by stage, with each stage's count. Moving is a
 * dialog opened from a button ("Move to…") on each card, or for the selected cards at once:
 * every step works from the keyboard, no dragging needed.
 */
export function PipelinePage() {
  const { requisitionId } = useParams();
  const id = Number(requisitionId);
  const { t } = useTranslation('staff');
  const { client } = useStaffSession();
  const canMove = useCan('applications:write');
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [target, setTarget] = useState<MoveTarget | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const requisition = useQuery({
    queryKey: staffKeys.requisition(client, id),
    queryFn: ({ signal }) => staffApi.requisition(client, id, signal),
    staleTime: 0,
  });
  const config = useQuery({
    queryKey: staffKeys.stages(client),
    queryFn: ({ signal }) => staffApi.stages(client, signal),
    staleTime: Infinity,
  });
  const search = { requisitionId: id, pageSize: BOARD_PAGE_SIZE };
  const applications = useQuery({
    queryKey: staffKeys.applications(client, search),
    queryFn: ({ signal }) => staffApi.searchApplications(client, search, signal),
    staleTime: 0,
  });
  const title = requisition.data
    ? t('pipeline.title', { title: requisition.data.title })
    : t('pipeline.titleShort');
  usePageTitle(title);

  const toggle = (applicationId: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(applicationId);
      else next.delete(applicationId);
      return next;
    });

  const moved = (message: string) => {
    setTarget(null);
    setSelected(new Set());
    setAnnouncement(message);
    void queryClient.invalidateQueries({ queryKey: ['staff', client, 'applications'] });
    void queryClient.invalidateQueries({ queryKey: ['staff', client, 'application'] });
  };

  const error = requisition.error ?? config.error ?? applications.error;
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      <Anchor component={Link} to={`/requisitions/${id}`}>
        {t('pipeline.backToRequisition')}
      </Anchor>
      <ErrorAlert error={error} />
      <div role="status" aria-live="polite">
        {announcement ? <Alert color="green">{announcement}</Alert> : null}
      </div>
      {canMove && selected.size > 0 && config.data ? (
        <Group>
          <Text>{t('pipeline.selected', { count: selected.size })}</Text>
          <Button
            onClick={() =>
              setTarget({
                applicationIds: [...selected],
                label: t('pipeline.applications', { count: selected.size }),
                currentStatus: null,
              })
            }
          >
            {t('pipeline.moveSelected')}
          </Button>
        </Group>
      ) : null}
      {config.data && applications.data ? (
        <ScrollRegion label={t('pipeline.board')}>
          <Group
            align="flex-start"
            wrap="nowrap"
            gap="md"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {config.data.stages.map((stage) => (
              <StageColumn
                key={stage.status}
                status={stage.status}
                count={applications.data.countsByStatus[stage.status] ?? 0}
                items={applications.data.items.filter((item) => item.status === stage.status)}
                canMove={canMove}
                selected={selected}
                onToggle={toggle}
                onMove={(item) =>
                  setTarget({
                    applicationIds: [item.applicationId],
                    label: item.candidateName,
                    currentStatus: item.status,
                  })
                }
              />
            ))}
          </Group>
        </ScrollRegion>
      ) : null}
      {config.data ? (
        <MoveDialog
          config={config.data}
          target={target}
          onClose={() => setTarget(null)}
          onMoved={moved}
        />
      ) : null}
    </Stack>
  );
}

interface StageColumnProps {
  status: string;
  count: number;
  items: StaffApplicationItem[];
  canMove: boolean;
  selected: ReadonlySet<number>;
  onToggle: (applicationId: number, on: boolean) => void;
  onMove: (item: StaffApplicationItem) => void;
}

function StageColumn({
  status,
  count,
  items,
  canMove,
  selected,
  onToggle,
  onMove,
}: StageColumnProps) {
  const { t, i18n } = useTranslation('staff');
  const headingId = `stage-${status.replace(/\W/g, '-')}`;
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <li className={classes.column} data-stage={status}>
      <Paper withBorder p="sm" bg="gray.0">
        <Title order={2} size="h5" id={headingId} mb="sm">
          {t('pipeline.column', { status: stageLabel(t, status), count })}
        </Title>
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <Paper
              component="li"
              withBorder
              p="sm"
              key={item.applicationId}
              data-application={item.applicationId}
            >
              <Stack gap={6}>
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  {canMove ? (
                    <Checkbox
                      aria-label={t('pipeline.select', { name: item.candidateName })}
                      checked={selected.has(item.applicationId)}
                      onChange={(event) =>
                        onToggle(item.applicationId, event.currentTarget.checked)
                      }
                    />
                  ) : null}
                  <Anchor component={Link} to={`/applications/${item.applicationId}`} fw={600}>
                    {item.candidateName}
                  </Anchor>
                </Group>
                <Text size="sm">
                  {t('pipeline.applied', { date: dateFormat.format(item.applyDate) })}
                </Text>
                {item.source ? (
                  <Text size="sm">{t('pipeline.source', { source: item.source })}</Text>
                ) : null}
                {canMove ? (
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t('pipeline.moveOne', { name: item.candidateName })}
                    onClick={() => onMove(item)}
                  >
                    {t('pipeline.move')}
                  </Button>
                ) : null}
              </Stack>
            </Paper>
          ))}
        </Stack>
        {count > items.length ? (
          <Text size="sm" mt="xs">
            {t('pipeline.more', { count: count - items.length })}
          </Text>
        ) : null}
      </Paper>
    </li>
  );
}
