/**
 * The `tg-answers` data block a served page carries (decision 0030), for tests of the whole
 * App: `servePageAnswers` writes it as the server would, `removePageAnswers` takes it away.
 */
import { forgetInitialAnswers } from '../lib/initial-answers';

export function servePageAnswers(answers: unknown): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'tg-answers';
  block.textContent = JSON.stringify(answers);
  document.body.append(block);
  forgetInitialAnswers();
}

export function removePageAnswers(): void {
  document.getElementById('tg-answers')?.remove();
  forgetInitialAnswers();
}
