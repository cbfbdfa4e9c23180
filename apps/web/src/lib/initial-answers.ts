/**
 * API answers the server sent inside the page (decision 0030), in the `tg-answers` data block:
 * `{ "/rest/…path": answer }`. Each serves the first request for its path and is then gone, so
 * every later request (a refetch, the same page opened again) asks the server.
 */
let answers: Map<string, unknown> | null = null;

function readAnswers(doc: Document): Map<string, unknown> {
  const found = new Map<string, unknown>();
  const text = doc.getElementById('tg-answers')?.textContent ?? '';
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [path, answer] of Object.entries(value)) found.set(path, answer);
    }
  } catch {
    // No answers (the dev server's placeholder, a page without any): every call asks the API.
  }
  return found;
}

/** The answer the page came with for `path`, once; undefined when there is none (any more). */
export function takeInitialAnswer(path: string, doc: Document = document): unknown {
  answers ??= readAnswers(doc);
  const answer = answers.get(path);
  answers.delete(path);
  return answer;
}

/** Tests start each case with the answers of the document they set up. */
export function forgetInitialAnswers(): void {
  answers = null;
}
