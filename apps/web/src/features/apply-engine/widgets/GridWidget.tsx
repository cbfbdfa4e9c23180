import '@mantine/core/styles/Table.css';
import { Alert, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { FIELD_MESSAGES } from '@talentgate/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rowSchemaOf } from '../fields/form-validation';
import { gridLimits } from '../fields/grid-limits';
import { localized } from '../fields/localized';
import { ConfirmDialog } from '../render/ConfirmDialog';
import type { FormValues } from '../render/FormFields';
import { useFieldMessageTexts } from '../render/use-field-messages';
import { cellText } from './cell-text';
import { rowName as nameOfRow } from './grid-row-name';
import type { GridRowDialog as GridRowDialogComponent } from './GridRowDialog';
import { fieldOf, type WidgetProps } from './widget-types';

type RowDialog = typeof GridRowDialogComponent;
let rowDialogLoad: Promise<RowDialog> | null = null;

/**
 * The row dialog (Mantine's Modal, the row's form) loads when a row is first added or edited.
 * A load that failed (the connection dropped) is tried again at the next click.
 */
function loadRowDialog(): Promise<RowDialog> {
  rowDialogLoad ??= import('./GridRowDialog').then(
    (module) => module.default,
    (error: unknown) => {
      rowDialogLoad = null;
      throw error;
    },
  );
  return rowDialogLoad;
}

function rowsOf(value: unknown): FormValues[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (row): row is FormValues => typeof row === 'object' && row !== null && !Array.isArray(row),
  );
}

type Editing = { kind: 'add' } | { kind: 'edit'; index: number } | null;
type Confirming =
  { kind: 'update'; index: number; row: FormValues } | { kind: 'delete'; index: number } | null;

/**
 * Repeating rows: education, work history, certification (spec 2 §5 "Grids"). A table of the
 * rows with Edit and Delete per row and Add below; an information message while there are
 * fewer rows than the minimum, a warning at the maximum (adding stops there); updates and
 * deletions ask for confirmation first.
 */
export function GridWidget(props: WidgetProps) {
  const { t } = useTranslation('applyEngine');
  const texts = useFieldMessageTexts();
  const { inputId, label, help, error, value, onChange, onBlur, inputRef, context } = props;
  const grid = fieldOf(props, ['grid']);
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [GridRowDialog, setGridRowDialog] = useState<RowDialog | null>(null);
  const [dialogLoadFailed, setDialogLoadFailed] = useState(false);
  const addButton = useRef<HTMLButtonElement | null>(null);
  const rowButtons = useRef(new Map<number, HTMLButtonElement>());
  if (!grid) return null;

  const rowSchema = rowSchemaOf(props.schema);
  // A grid the renderer cannot draw (no columns, or data that is no list of rows): the spec's
  // message rather than a table that would lose what is typed (spec 2 §8).
  if (grid.columns.length === 0 || Object.keys(rowSchema.properties).length === 0) {
    return (
      <Stack gap="sm" component="section" aria-label={label}>
        <Alert color="red" variant="light" role="alert">
          {t('errors.gridInvalidConfiguration')}
        </Alert>
      </Stack>
    );
  }
  const rows = rowsOf(value);
  const limits = gridLimits(grid, rows.length);
  const language = context.language;
  const shownColumns = grid.columns.filter(
    (column) =>
      column.widget !== 'hidden' &&
      (!grid.summaryColumns || grid.summaryColumns.includes(column.name)),
  );
  const minimumMessage =
    grid.messageOnMinCount ??
    (texts ? texts.gridMinimum(limits.minimum) : FIELD_MESSAGES.gridMinimum(limits.minimum));
  const maximumMessage =
    grid.messageOnMaxCount ??
    (texts ? texts.gridMaximum(limits.maximum) : FIELD_MESSAGES.gridMaximum(limits.maximum));

  const change = (next: FormValues[]) => {
    onChange(next);
    onBlur();
  };
  /** Focus goes back where the visitor was: the row's Edit button, else Add. */
  const refocus = (index: number | null) => {
    window.setTimeout(() => {
      const target =
        (index === null ? undefined : rowButtons.current.get(index)) ?? addButton.current;
      target?.focus();
    }, 0);
  };
  /** Opens the row dialog once its code is there; the spec's message if it cannot load. */
  const openEditor = (next: NonNullable<Editing>) => {
    setDialogLoadFailed(false);
    loadRowDialog().then(
      (dialog) => {
        setGridRowDialog(() => dialog);
        setEditing(next);
      },
      () => setDialogLoadFailed(true),
    );
  };
  /** Rows are named by their content in buttons and questions (issue 21). */
  const rowName = (index: number) => nameOfRow(grid, rows[index], index, language, t);
  const headingId = `${inputId}-heading`;
  const errorId = `${inputId}-error`;
  // A grid that is its form's only field is named by the form's heading already: a heading
  // of its own would say "Education" twice (issue 21 item 10).
  const named = props.siblings.some((field) => field.widget !== 'hidden');
  const labelling = named ? { 'aria-labelledby': headingId } : { 'aria-label': label };

  return (
    <Stack gap="sm" component="section" {...labelling}>
      {named && (
        <Title order={3} size="h4" id={headingId}>
          {label}
        </Title>
      )}
      {help && (
        <Text size="sm" c="dimmed">
          {help}
        </Text>
      )}
      {rows.length === 0 ? (
        <Text size="sm">{t('grid.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped withTableBorder {...labelling}>
            <Table.Thead>
              <Table.Tr>
                {shownColumns.map((column) => (
                  <Table.Th key={column.name} scope="col">
                    {localized(column.title, column.titleTranslations, language)}
                  </Table.Th>
                ))}
                <Table.Th scope="col">{t('grid.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={index}>
                  {shownColumns.map((column) => (
                    <Table.Td key={column.name}>
                      <bdi>{cellText(column, row[column.name], language, t)}</bdi>
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        ref={(element: HTMLButtonElement | null) => {
                          if (element) rowButtons.current.set(index, element);
                          else rowButtons.current.delete(index);
                        }}
                        aria-label={t('grid.editRow', { row: rowName(index) })}
                        onClick={() => openEditor({ kind: 'edit', index })}
                      >
                        {t('grid.edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        color="red"
                        aria-label={t('grid.deleteRow', { row: rowName(index) })}
                        onClick={() => setConfirming({ kind: 'delete', index })}
                      >
                        {t('grid.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {/* Once the rule is broken the error below says it: the minimum shows once. */}
      {limits.belowMinimum && !error && (
        <Alert color="blue" variant="light">
          {minimumMessage}
        </Alert>
      )}
      {limits.atMaximum && (
        <Alert color="yellow" variant="light">
          {maximumMessage}
        </Alert>
      )}
      <Group>
        <Button
          ref={(element: HTMLButtonElement | null) => {
            addButton.current = element;
            inputRef(element);
          }}
          variant="light"
          disabled={!limits.canAdd}
          aria-describedby={error ? errorId : undefined}
          onClick={() => openEditor({ kind: 'add' })}
        >
          {t('grid.add', { title: label })}
        </Button>
      </Group>
      {error && (
        <Text size="sm" c="var(--mantine-color-error)" id={errorId}>
          {error}
        </Text>
      )}
      {dialogLoadFailed && (
        <Alert color="red" variant="light" role="alert">
          {t('errors.gridDataLoad')}
        </Alert>
      )}
      {editing && GridRowDialog && (
        <GridRowDialog
          grid={grid}
          rowSchema={rowSchema}
          row={editing.kind === 'edit' ? (rows[editing.index] ?? null) : null}
          gridLabel={label}
          context={context}
          onCancel={() => {
            setEditing(null);
            refocus(editing.kind === 'edit' ? editing.index : null);
          }}
          onSave={(row) => {
            setEditing(null);
            if (editing.kind === 'add') {
              change([...rows, row]);
              refocus(rows.length);
            } else {
              setConfirming({ kind: 'update', index: editing.index, row });
            }
          }}
        />
      )}
      <ConfirmDialog
        opened={confirming?.kind === 'update'}
        title={t('grid.updateTitle')}
        message={t('grid.updateQuestion', {
          row: confirming ? rowName(confirming.index) : '',
        })}
        confirmLabel={t('grid.updateConfirm')}
        onCancel={() => {
          if (confirming) refocus(confirming.index);
          setConfirming(null);
        }}
        onConfirm={() => {
          if (confirming?.kind !== 'update') return;
          change(rows.map((row, index) => (index === confirming.index ? confirming.row : row)));
          refocus(confirming.index);
          setConfirming(null);
        }}
      />
      <ConfirmDialog
        opened={confirming?.kind === 'delete'}
        danger
        title={t('grid.deleteTitle')}
        message={t('grid.deleteQuestion', {
          row: confirming ? rowName(confirming.index) : '',
        })}
        confirmLabel={t('grid.deleteConfirm')}
        onCancel={() => {
          if (confirming) refocus(confirming.index);
          setConfirming(null);
        }}
        onConfirm={() => {
          if (confirming?.kind !== 'delete') return;
          change(rows.filter((_row, index) => index !== confirming.index));
          refocus(null);
          setConfirming(null);
        }}
      />
    </Stack>
  );
}
