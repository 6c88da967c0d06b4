import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { text } from '#domain/messages/all';
import { createTestApp, type TestApp } from '../test/test-app';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-body';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, up to the limit and past it', () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(nestedObject(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan('[{},[],{}]', 1)).toBe(true);
    expect(nestsDeeperThan('[1,2,3][4]', 1)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ a: '[[[[{{{{' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ a: 'say \\"[[[[\\" and "{{{{"' }), 1)).toBe(false);
    expect(nestsDeeperThan('{"a\\\\":[[1]]}', 2)).toBe(true);
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const postLogin = (payload: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'content-type': 'application/json' },
    payload,
  });

describe('the JSON body parser', () => {
  it('refuses a body nested too deeply with 400 before anything walks it', async () => {
    for (const body of [
      nested(10_000),
      nestedObject(100_000),
      `{"username":${nested(MAX_JSON_DEPTH + 1)}}`,
    ]) {
      const res = await postLogin(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: text('errors:nestedTooDeeply') });
    }
  });

  it("keeps Fastify's protections and messages", async () => {
    const poisoned = await postLogin('{"__proto__":{"isAdmin":true}}');
    expect(poisoned.statusCode).toBe(400);
    const constructorPoisoned = await postLogin('{"constructor":{"prototype":{"isAdmin":true}}}');
    expect(constructorPoisoned.statusCode).toBe(400);
    expect((await postLogin('{"a":')).json()).toEqual({ message: 'The request body is not valid JSON' });
    expect((await postLogin('')).json()).toEqual({ message: 'Send the request body as a JSON object' });
    const large = await postLogin(JSON.stringify({ username: 'x'.repeat(1_100_000) }));
    expect(large.statusCode).toBe(413);
  });

  it('reads a body nested as deep as allowed', async () => {
    const res = await postLogin(`{"username":${nested(MAX_JSON_DEPTH - 1)},"password":"x"}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).not.toBe(text('errors:nestedTooDeeply'));
  });
});
