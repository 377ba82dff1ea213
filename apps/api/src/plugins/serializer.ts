import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z, type ZodType } from 'zod';

/**
 * Writes every response from its route's zod schema turned into JSON Schema, with
 * fast-json-stringify: only the declared fields go out (a password hash cannot leak), in their
 * declared types. The schemas' refinements are for what people send, not for what the server
 * answers: validating every row of every page with them cost more than the page itself.
 */
export const serializerCompiler: FastifySerializerCompiler<ZodType> = ({ schema }) =>
  fastJson(
    z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as Parameters<typeof fastJson>[0],
  );
