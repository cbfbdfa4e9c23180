import { afterEach, describe, expect, it } from 'vitest';
import { forgetInitialAnswers, takeInitialAnswer } from './initial-answers';

function setAnswers(text: string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'tg-answers';
  block.textContent = text;
  document.body.append(block);
}

afterEach(() => {
  document.body.innerHTML = '';
  forgetInitialAnswers();
});

describe('takeInitialAnswer', () => {
  it('serves the answer the page came with to the first request for its path only', () => {
    setAnswers('{"/rest/public/site/demo":{"name":"Demo"},"/rest/public/job/demo/id/1":{"id":1}}');
    expect(takeInitialAnswer('/rest/public/site/demo')).toEqual({ name: 'Demo' });
    expect(takeInitialAnswer('/rest/public/site/demo')).toBeUndefined();
    expect(takeInitialAnswer('/rest/public/job/demo/id/2')).toBeUndefined();
    expect(takeInitialAnswer('/rest/public/job/demo/id/1')).toEqual({ id: 1 });
  });

  it('has nothing for a page without answers or with the unfilled placeholder', () => {
    expect(takeInitialAnswer('/rest/public/site/demo')).toBeUndefined();
    forgetInitialAnswers();
    setAnswers('__TG_ANSWERS__');
    expect(takeInitialAnswer('/rest/public/site/demo')).toBeUndefined();
    forgetInitialAnswers();
    setAnswers('["not", "an", "object"]');
    expect(takeInitialAnswer('0')).toBeUndefined();
  });
});
