/**
 * Response serialization with Fastify's own compiler (fast-json-stringify, through
 * @fastify/fast-json-stringify-compiler, what Fastify uses by default), compiled once per schema
 * object (once-per-schema.ts): compiling the ~200 response schemas was about half of building an
 * app (~300 ms of ~600 ms of CPU, measured 2026-11-30).
 *
 * The output depends on the schema alone: no shared schemas are added (`addSchema`) and no
 * serializer options are set, so a cached function serializes exactly what a fresh one would.
 */
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifySerializerCompiler } from 'fastify';
import type { TSchema } from 'typebox';
import { oncePerSchema } from './once-per-schema';

type Serialize = (data: unknown) => string;

const compileFresh = SerializerSelector()({}, undefined);
// The route's method, url and status only name the function: the schema alone shapes it.
const compiled = oncePerSchema(
  (schema: TSchema) => compileFresh({ schema, method: '', url: '', httpStatus: '' }) as Serialize,
);

export const serializerCompiler: FastifySerializerCompiler<TSchema> = ({ schema }) =>
  compiled(schema);
