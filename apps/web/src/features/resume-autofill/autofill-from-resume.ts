/**
 * Runs the autofill for a parsed resume: reads the answer, loads the tenant lists the level
 * columns need (education validation), plans the fills over the forms the flow lets the
 * field reach, and applies them. Loaded only once a resume has been parsed, so the apply
 * page's first load does not carry it.
 */
import type { ListItem, StreamFormMetadata } from '@talentgate/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { FlowForms } from '../apply-engine/widgets/widget-types';
import { listQueryOptions } from '../lists/list-query';
import { listsForAutofill, planAutofill, type FormReport } from './autofill-plan';
import { readParsedResume } from './read-parsed-resume';

export interface AutofillRequest {
  client: string;
  forms: FlowForms;
  checkMandatoryFields: boolean;
  queryClient: QueryClient;
}

/** What was filled, with the forms' metadata to name it; null when the answer was unreadable. */
export type AutofillOutcome = {
  report: FormReport[];
  forms: StreamFormMetadata[];
} | null;

export async function autofillFromResume(
  parsed: unknown,
  request: AutofillRequest,
): Promise<AutofillOutcome> {
  const resume = readParsedResume(parsed);
  if (!resume) return null;
  const lists = new Map<string, readonly ListItem[]>();
  for (const name of listsForAutofill(request.forms.fillable())) {
    try {
      lists.set(name, await request.queryClient.fetchQuery(listQueryOptions(request.client, name)));
    } catch {
      // Without the list no level can be checked: the rule then drops the rows (spec 2 §5).
      lists.set(name, []);
    }
  }
  // Read after the lists load: the visitor may have typed meanwhile.
  const fillable = request.forms.fillable();
  const plan = planAutofill(resume, fillable, {
    checkMandatoryFields: request.checkMandatoryFields,
    lists,
  });
  request.forms.fill(plan.fills);
  return { report: plan.report, forms: fillable.map((item) => item.form) };
}
