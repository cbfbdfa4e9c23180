/**
 * The widgets an apply page's opening form draws, read from the stream's metadata answer the
 * page carries (initial-answers.ts), so that the page's head can name their code (decision
 * 0054): a resume upload on the first form otherwise loads only once that form has drawn.
 */
import Type from 'typebox';
import { Value } from 'typebox/value';

const StreamForms = Type.Object({
  metaData: Type.Array(
    Type.Object({
      formMetaData: Type.Object({ fields: Type.Array(Type.Object({ widget: Type.String() })) }),
    }),
  ),
});

/**
 * The widget names of the stream's form at `formPosition` (1-based, the flow path's stepId;
 * the first form without one; each form is a page of its own), each once; none for another
 * shape or position.
 */
export function openingWidgets(streamMetadataJson: string, formPosition = 1): string[] {
  let stream: unknown;
  try {
    stream = JSON.parse(streamMetadataJson);
  } catch {
    return [];
  }
  if (!Value.Check(StreamForms, stream)) return [];
  const fields = stream.metaData[formPosition - 1]?.formMetaData.fields ?? [];
  return [...new Set(fields.map((field) => field.widget))];
}
