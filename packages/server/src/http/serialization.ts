/**
 * Response serialization compiled once per schema per process, not once per route per app.
 * Fastify's own compiler (fast-json-stringify, the same package it uses by default) is wrapped
 * in a cache keyed by the schema object: the contract's response schemas are module constants,
 * so a process that builds several apps (the server tests build one per test file on a shared
 * module graph) compiles each once. Compiling them was about half of building an app (~300 ms of
 * ~600 ms of CPU, measured 2026-11-30; docs/decisions/0332-lean-test-databases.md).
 *
 * The output depends on the schema alone: no shared schemas are added (`addSchema`) and no
 * serializer options are set, so a cached function serializes exactly what a fresh one would.
 */
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifySerializerCompiler } from 'fastify';
import type { TSchema } from 'typebox';

type Serialize = (data: unknown) => string;

const compileFresh = SerializerSelector()({}, undefined);
const compiled = new WeakMap<object, Serialize>();

export const serializerCompiler: FastifySerializerCompiler<TSchema> = (route) => {
  const { schema, method, url, httpStatus = '' } = route;
  let serialize = compiled.get(schema);
  if (!serialize) {
    serialize = compileFresh({ schema, method, url, httpStatus }) as Serialize;
    compiled.set(schema, serialize);
  }
  return serialize;
};
