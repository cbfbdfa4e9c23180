/**
 * What every widget receives. A widget draws one field of a form (or a column of a grid row)
 * and reports its value; labels, required marks, error texts and values come from the
 * engine, so a widget plugged into the registry later (resume upload, attachments,
 * screening, places) needs to know nothing about forms, flows or validation.
 */
import type {
  ColumnField,
  HeldResume,
  ColumnSchema,
  FieldSchema,
  StreamFormMetadata,
  UiField,
} from '@talentgate/domain';
import type { ComponentType } from 'react';
import type { FlowKind } from '../flow/flow-location';

export interface WidgetContext {
  client: string;
  language: string;
  flowKind: FlowKind;
  /** `easyApplyFlag=t` in the flow's query: a join for a job then applies (spec 2 §1). */
  easyApply?: boolean;
  /** The visitor's today, yyyy-mm-dd (date limits). */
  today: string;
  /** The job the flow applies to (its screening questions); null or absent without one. */
  requisitionId?: number | null;
  /** The flow's forms beyond this field's own row or form; absent outside a flow (a grid row). */
  forms?: FlowForms;
  /**
   * The secret id of the visitor's apply attempt, started first if nothing was saved yet (a
   * resume chosen on the first form is kept with the attempt); absent outside a flow.
   */
  attemptId?: () => Promise<string>;
  /**
   * The resume that attempt holds (from the server when the visitor came back, then as the
   * resume field changes it): a field opened again shows it.
   */
  heldResume?: HeldResume | null;
  keepHeldResume?(held: HeldResume | null): void;
}

/** A form a widget may fill, with its values now. */
export interface FillableForm {
  form: StreamFormMetadata;
  /** The open form's values as typed; another form's draft, else its opening values. */
  values: Readonly<Record<string, unknown>>;
}

/** New values for some fields of one form. */
export interface FormFill {
  applyFormId: number;
  values: Readonly<Record<string, unknown>>;
}

/**
 * What a widget may do to the other forms of its flow (a parsed resume fills several). It
 * reaches only the open form and the visible forms not submitted yet: a fill never changes
 * what the visitor has already submitted. Which fields to set is the widget's decision.
 */
export interface FlowForms {
  fillable(): readonly FillableForm[];
  /** The open form's fields change at once; another form's become its draft, shown when it opens. */
  fill(fills: readonly FormFill[]): void;
}

export interface WidgetProps<F extends UiField = UiField> {
  field: F;
  /** The field's JSON Schema (enum options, lengths, a grid's row schema). */
  schema: FieldSchema | ColumnSchema | undefined;
  /** The fields beside this one (its form's, or its grid row's): date linking, fills. */
  siblings: readonly ColumnField[];
  /** The current values of those fields. */
  values: Readonly<Record<string, unknown>>;
  context: WidgetContext;
  /** Unique id for the input (labels, descriptions). */
  inputId: string;
  /** The field's title in the page language. */
  label: string;
  /** Help text in the page language. */
  help: string | undefined;
  required: boolean;
  /** The error text to show now, if any. */
  error: string | undefined;
  value: unknown;
  onChange(value: unknown): void;
  onBlur(): void;
  /** Sets fields beside this one (a zip lookup's or a place pick's `fills`). */
  fill(values: Readonly<Record<string, unknown>>): void;
  /** Receives the element focus goes to when the field has an error. */
  inputRef(element: HTMLElement | null): void;
}

export type Widget = ComponentType<WidgetProps>;

/** Narrows a widget's field, for widgets that read options of their own widget type. */
export function fieldOf<W extends UiField['widget']>(
  props: WidgetProps,
  widget: readonly W[],
): Extract<UiField, { widget: W }> | null {
  const { field } = props;
  return isWidget(field, widget) ? field : null;
}

function isWidget<W extends UiField['widget']>(
  field: UiField,
  widgets: readonly W[],
): field is Extract<UiField, { widget: W }> {
  return widgets.some((widget) => widget === field.widget);
}

export const asString = (value: unknown): string => (typeof value === 'string' ? value : '');

export const asStringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
