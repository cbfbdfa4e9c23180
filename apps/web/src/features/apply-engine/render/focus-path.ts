const topName = (path: string) => path.split('.')[0] ?? path;

/**
 * Focus for an error's path. A part of a field that has parts of its own (a screening
 * question, `screeningAnswers.q12`) is marked `data-field-part` by its widget: focus goes to
 * its first control. Anything else is the field's own element, through react-hook-form.
 */
export function focusPath(
  formElement: HTMLFormElement | null,
  path: string,
  focusField: (name: string) => void,
): void {
  // Compared, not put in a selector: a path from the server is data, not CSS.
  const part =
    path === topName(path)
      ? undefined
      : [...(formElement?.querySelectorAll<HTMLElement>('[data-field-part]') ?? [])].find(
          (element) => element.dataset['fieldPart'] === path,
        );
  const control = part?.querySelector<HTMLElement>('input:not([type="hidden"]), button, textarea');
  if (control) control.focus();
  else focusField(topName(path));
}
