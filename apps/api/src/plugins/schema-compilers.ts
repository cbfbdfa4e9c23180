/**
 * The schema compilers of every app this process builds: one pool of Ajv instances and one
 * cache of response serializers, shared by all of them. Fastify would make new ones for each
 * app, compiling every route's schemas again (about a second per app). A production process
 * builds one app, so nothing changes there; the API tests build one app per test file in a
 * worker that keeps its modules (decision 0038), and reuse what the first app compiled.
 *
 * Both caches are keyed by the schema objects themselves (module constants of the contract),
 * and by the external schemas and options a compiler was made with: a schema object made
 * anew is compiled anew. They hold compiled code only, never data.
 */
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

/** One Ajv instance per set of external schemas and options, for every app of the process. */
const buildValidator = AjvCompiler();

const buildSerializerCompiler = SerializerSelector();
type SerializerFactory = typeof buildSerializerCompiler;
type SerializerCompiler = ReturnType<SerializerFactory>;
type Serializer = ReturnType<SerializerCompiler>;

/** Serializers by compiler setup (externals and options), then by response schema object. */
const serializers = new Map<string, WeakMap<object, Serializer>>();

const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = buildSerializerCompiler(externalSchemas, options);
  const setup = `${JSON.stringify(externalSchemas ?? {})}${JSON.stringify(options ?? {})}`;
  let bySchema = serializers.get(setup);
  if (!bySchema) {
    bySchema = new WeakMap();
    serializers.set(setup, bySchema);
  }
  const cache = bySchema;
  return (route) => {
    const { schema } = route;
    if (typeof schema !== 'object' || schema === null) return compile(route);
    const known = cache.get(schema);
    if (known) return known;
    const serializer = compile(route);
    cache.set(schema, serializer);
    return serializer;
  };
};

/** Fastify's `schemaController` option. */
export const sharedSchemaCompilers: NonNullable<FastifyServerOptions['schemaController']> = {
  compilersFactory: { buildValidator, buildSerializer },
};
