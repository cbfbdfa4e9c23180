/**
 * The widget registry: the vocabulary's widget names (domain WIDGETS) → components. The
 * engine draws every field through it and knows no widget by name, so a capability that
 * arrives later (resume upload, attachments, screening questions, places, list-fed selects)
 * registers its component here — a new name added to the vocabulary, or a better component
 * for an existing one — without the engine changing.
 */
import type { WidgetName } from '@talentgate/domain';
import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { DateWidget } from './DateWidget';
import { EmailWidget } from './EmailWidget';
import { PhoneWidget } from './PhoneWidget';
import { HiddenWidget, TextWidget } from './TextWidget';
import type { Widget, WidgetProps } from './widget-types';
import { ZipWidget } from './ZipWidget';

/**
 * A widget whose code loads when a form first draws it: the heavier ones (searchable lists,
 * place search, grids with their dialogs, passwords, checkboxes, terms and subscriptions, the
 * growing text area) stay out of the apply page's first load (its budget is 150 KB gzipped)
 * unless the open form uses them.
 */
function lazyWidget(load: () => Promise<ComponentType<WidgetProps>>): Widget {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LazyWidget(props: WidgetProps) {
    return createElement(Suspense, { fallback: null }, createElement(Loaded, props));
  };
}

const TextareaWidget = lazyWidget(async () => (await import('./TextareaWidget')).TextareaWidget);
const ListSelectWidget = lazyWidget(async () => (await import('./ListWidgets')).ListSelectWidget);
const ListMultiSelectWidget = lazyWidget(
  async () => (await import('./ListWidgets')).ListMultiSelectWidget,
);
const PlaceWidget = lazyWidget(async () => (await import('./PlaceWidget')).PlaceWidget);
const PasswordWidget = lazyWidget(async () => (await import('./PasswordWidget')).PasswordWidget);
const CheckboxWidget = lazyWidget(async () => (await import('./CheckboxWidget')).CheckboxWidget);
const CheckboxGroupWidget = lazyWidget(
  async () => (await import('./ChoiceWidgets')).CheckboxGroupWidget,
);
const TermsWidget = lazyWidget(async () => (await import('./TermsWidget')).TermsWidget);
const SubscriptionWidget = lazyWidget(
  async () => (await import('./SubscriptionWidget')).SubscriptionWidget,
);
const GridWidget = lazyWidget(async () => (await import('./GridWidget')).GridWidget);
const AttachmentWidget = lazyWidget(
  async () => (await import('../../attachments/AttachmentWidget')).AttachmentWidget,
);
const ScreeningWidget = lazyWidget(
  async () => (await import('../../screening/ScreeningWidget')).ScreeningWidget,
);

/**
 * Built on first use: the grid widget draws its columns through this registry, so building
 * it while the modules load would read the grid widget before its module has run.
 */
let registry: Map<string, Widget> | null = null;

const builtIn = (): Map<string, Widget> =>
  new Map<string, Widget>(
    Object.entries({
      text: TextWidget,
      textarea: TextareaWidget,
      hidden: HiddenWidget,
      email: EmailWidget,
      phone: PhoneWidget,
      date: DateWidget,
      // Tenant lists (features/lists); fields with written options keep the plain widgets.
      select: ListSelectWidget,
      multiselect: ListMultiSelectWidget,
      'checkbox-group': CheckboxGroupWidget,
      checkbox: CheckboxWidget,
      password: PasswordWidget,
      'terms-optin': TermsWidget,
      'subscription-preferences': SubscriptionWidget,
      // Postal code lookup, place search and "use my location" (features/places).
      zip: ZipWidget,
      place: PlaceWidget,
      grid: GridWidget,
      attachment: AttachmentWidget,
      screening: ScreeningWidget,
    } satisfies Record<WidgetName, Widget>),
  );

function widgets(): Map<string, Widget> {
  registry ??= builtIn();
  return registry;
}

/** The component for a widget name; a name nobody registered is drawn as text. */
export function widgetFor(name: string): Widget {
  return widgets().get(name) ?? TextWidget;
}
