import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decimal, instant } from '#domain/contracts/answers';
import { responseJsonSchema, serializerCompiler } from './serialization';

const row = z.object({
  id: z.number(),
  name: z.string().nullable(),
  amount: decimal,
  createdAt: instant,
  paidAt: instant.nullable(),
  lines: z.array(z.object({ qty: decimal })),
});

const write = (schema: z.ZodType, data: unknown) =>
  (serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (d: unknown) => string)(
    data,
  );

describe('answers through their contract', () => {
  it('writes only the properties the contract names, at every depth', () => {
    const json = write(row, {
      id: 1,
      name: null,
      amount: '12.50',
      createdAt: new Date('2026-11-23T08:00:00Z'),
      paidAt: null,
      passwordHash: 'secret',
      lines: [{ qty: '2.00', companyId: 9 }],
    });
    expect(JSON.parse(json)).toEqual({
      id: 1,
      name: null,
      amount: '12.50',
      createdAt: '2026-11-23T08:00:00.000Z',
      paidAt: null,
      lines: [{ qty: '2.00' }],
    });
  });

  it('keeps decimals as the exact strings the database gave', () => {
    const json = write(row, {
      id: 1,
      name: 'A',
      amount: '0.10',
      createdAt: '2026-01-01T00:00:00.000Z',
      paidAt: new Date(0),
      lines: [],
    });
    expect(json).toContain('"amount":"0.10"');
    expect(json).toContain('"paidAt":"1970-01-01T00:00:00.000Z"');
  });

  it('refuses an answer that lacks a property the contract requires', () => {
    expect(() => write(row, { id: 1, name: 'A' })).toThrow();
  });

  it('gives fast-json-stringify plain types: nullable instants need no validator at run time', () => {
    const schema = responseJsonSchema(row) as { properties: Record<string, unknown> };
    expect(schema.properties.paidAt).toEqual({ type: ['string', 'null'], format: 'date-time' });
    expect(schema.properties.createdAt).toEqual({ type: 'string', format: 'date-time' });
  });
});
