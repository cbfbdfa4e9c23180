/**
 * The widget registry: the vocabulary's widget names (domain WIDGETS) → components. The
 * engine draws every field through it and knows no widget by name, so a capability that
 * arrives later (resume upload, attachments, screening questions, places, list-fed selects)
 * registers its component here — a new name added to the vocabulary, or a better component
 * for an existing one — without the engine changing.
 */
import type { WidgetName } from '@talentgate/domain';
import { CheckboxWidget } from './CheckboxWidget';
import { CheckboxGroupWidget, MultiSelectWidget, SelectWidget } from './ChoiceWidgets';
import { DateWidget } from './DateWidget';
import { EmailWidget } from './EmailWidget';
import { GridWidget } from './GridWidget';
import { PasswordWidget } from './PasswordWidget';
import { PhoneWidget } from './PhoneWidget';
import { SubscriptionWidget } from './SubscriptionWidget';
import { TermsWidget } from './TermsWidget';
import { HiddenWidget, TextareaWidget, TextWidget } from './TextWidget';
import type { Widget } from './widget-types';

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
      select: SelectWidget,
      multiselect: MultiSelectWidget,
      'checkbox-group': CheckboxGroupWidget,
      checkbox: CheckboxWidget,
      password: PasswordWidget,
      'terms-optin': TermsWidget,
      'subscription-preferences': SubscriptionWidget,
      // Until the places feature plugs in its lookups, postal codes and places are typed.
      zip: TextWidget,
      place: TextWidget,
      grid: GridWidget,
    } satisfies Record<WidgetName, Widget>),
  );

function widgets(): Map<string, Widget> {
  registry ??= builtIn();
  return registry;
}

/** Plugs a component in for a widget name (replacing the current one). */
export function registerWidget(name: string, widget: Widget): void {
  widgets().set(name, widget);
}

/** The component for a widget name; a name nobody registered is drawn as text. */
export function widgetFor(name: string): Widget {
  return widgets().get(name) ?? TextWidget;
}
