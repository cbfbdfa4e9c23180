import Type from 'typebox';
import { describe, expect, it } from 'vitest';
import { memoizedSerializerCompiler } from './memoized-serializer.js';

const Answer = Type.Object({ title: Type.String(), count: Type.Integer() });

describe('memoized serializer', () => {
  it('writes the schema\u2019s fields only, and reuses the JSON of the same object', () => {
    const serialize = memoizedSerializerCompiler()({
      schema: Answer,
      method: 'GET',
      url: '/',
      httpStatus: '200',
    });
    const answer = { title: 'Nurse', count: 2, secret: 'never sent' };
    const first = serialize(answer);
    expect(JSON.parse(first)).toEqual({ title: 'Nurse', count: 2 });
    // Cached answers are never mutated; changing one shows the JSON is not rebuilt.
    answer.count = 3;
    expect(serialize(answer)).toBe(first);
  });

  it('serializes a different object afresh', () => {
    const serialize = memoizedSerializerCompiler()({
      schema: Answer,
      method: 'GET',
      url: '/',
      httpStatus: '200',
    });
    expect(serialize({ title: 'A', count: 1 })).not.toBe(serialize({ title: 'B', count: 1 }));
  });
});
