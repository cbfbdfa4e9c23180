/**
 * A serializer compiler for routes whose answers come from a cache: the JSON of an answer
 * object is written once and reused while the cache hands out the same object. Other
 * payloads are serialized as Fastify would, from the route's response schema.
 */
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';

export function memoizedSerializerCompiler(): FastifySerializerCompiler<object> {
  const written = new WeakMap<object, string>();
  return ({ schema }) => {
    const stringify = fastJson(schema);
    return (data: unknown) => {
      if (typeof data !== 'object' || data === null) return stringify(data);
      const cached = written.get(data);
      if (cached !== undefined) return cached;
      const json: string = stringify(data);
      written.set(data, json);
      return json;
    };
  };
}
