// Response serialization compiled once per schema per process (serialization.ts): the cached
// serializer answers what Fastify's own would, and a second app reuses the first one's.
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { Type } from 'typebox';
import { serializerCompiler } from './serialization';

const Answer = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  amount: Type.Optional(Type.Number()),
});
const route = (httpStatus: string) => ({ schema: Answer, method: 'GET', url: '/', httpStatus });

async function answerOf(withCache: boolean): Promise<string> {
  const app = Fastify();
  if (withCache) app.setSerializerCompiler(serializerCompiler);
  app.get('/', { schema: { response: { 200: Answer } } }, async () => ({
    id: 7,
    name: 'EURUSD',
    amount: 1500.5,
    secret: 'never sent: not in the schema',
  }));
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return res.body;
}

describe('response serialization, compiled once per schema', () => {
  it('answers exactly what Fastify’s default serializer answers (fields outside the schema dropped)', async () => {
    const cached = await answerOf(true);
    expect(cached).toBe(await answerOf(false));
    expect(JSON.parse(cached)).toEqual({ id: 7, name: 'EURUSD', amount: 1500.5 });
  });

  it('the same schema object gets the same compiled function, whatever route or status asks', () => {
    const first = serializerCompiler(route('200'));
    expect(serializerCompiler(route('201'))).toBe(first);
    expect(serializerCompiler({ ...route('200'), url: '/other' })).toBe(first);
  });

  it('a different schema object is compiled on its own', () => {
    const other = Type.Object({ id: Type.Integer() });
    const serialize = serializerCompiler({ ...route('200'), schema: other });
    expect(serialize).not.toBe(serializerCompiler(route('200')));
    expect(serialize({ id: 1, name: 'x' })).toBe('{"id":1}');
  });
});
