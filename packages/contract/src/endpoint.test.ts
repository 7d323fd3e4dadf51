import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod/mini';
import { defineEndpoint, urlOf, type Answered, type AnswerBody, type CallInput } from './endpoint';
import { allEndpoints } from './endpoints';

const groupTins = defineEndpoint({
  method: 'GET',
  path: '/ftin/groupFtins/:groupId',
  params: z.object({ groupId: z.string() }),
  query: z.object({ activeFlag: z.optional(z.enum(['true', 'false'])) }),
  responses: { 200: z.array(z.object({ ftin: z.string() })) },
  guard: 'groupManager',
  summary: 'test',
  tags: ['tins'],
});

const addTin = defineEndpoint({
  method: 'POST',
  path: '/ftin/groupFtins/:groupId/:ftin',
  params: z.object({ groupId: z.string(), ftin: z.string() }),
  body: z.object({ billCntrlNum: z.string() }),
  responses: { 200: z.object({ message: z.string() }), 202: z.object({ message: z.string(), claim: z.object({ id: z.number() }) }), 409: z.object({ code: z.string() }) },
  guard: 'groupManager',
  summary: 'test',
  tags: ['tins'],
});

describe('urlOf, the one place an API URL is built', () => {
  it('encodes each path param, slashes, percent signs and spaces included, and keeps a trailing slash', () => {
    expect(urlOf({ path: '/ftin/validateFtin/:ftin/' }, { ftin: '123456789' })).toBe('/ftin/validateFtin/123456789/');
    expect(urlOf({ path: '/users/userByName/:name' }, { name: 'a/b %c d' })).toBe('/users/userByName/a%2Fb%20%25c%20d');
    expect(urlOf(addTin, { groupId: 1005, ftin: '470011201' })).toBe('/ftin/groupFtins/1005/470011201');
    expect(urlOf(groupTins, { groupId: 7 }, { activeFlag: 'true' })).toBe('/ftin/groupFtins/7?activeFlag=true');
  });

  it('refuses to build a URL with a path param missing or empty', () => {
    expect(() => urlOf({ path: '/a/:x' }, {})).toThrow('the path param x is missing');
    expect(() => urlOf({ path: '/a/:x' }, { x: '' })).toThrow('the path param x is missing');
  });

  it('writes the query in the order given, encoded, leaving empty values out', () => {
    expect(urlOf({ path: '/p' }, undefined, { b: 'x y', a: 'true', c: '', d: undefined, e: null })).toBe('/p?b=x%20y&a=true');
    expect(urlOf({ path: '/p' }, undefined, { c: '' })).toBe('/p');
    expect(urlOf({ path: '/p' }, undefined, { n: 0 })).toBe('/p?n=0');
  });
});

describe('the described calls', () => {
  it('are each described once, by method and path', () => {
    const calls = allEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(calls.filter((c, i) => calls.indexOf(c) !== i)).toEqual([]);
  });

  it('name in params exactly the :names of their path', () => {
    const mismatched = allEndpoints.filter((e) => {
      const names = [...e.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]).sort();
      const shape = (e.params as { _zod?: { def?: { shape?: object } } } | undefined)?._zod?.def?.shape;
      return JSON.stringify(Object.keys(shape ?? {}).sort()) !== JSON.stringify(names);
    });
    expect(mismatched.map((e) => e.path)).toEqual([]);
  });
});

describe('the types a description gives (checked by tsc)', () => {
  it('type the call input and the answers', () => {
    expectTypeOf<CallInput<typeof groupTins>>().toMatchTypeOf<{ params: { groupId: string | number }; query?: { activeFlag?: 'true' | 'false' } }>();
    expectTypeOf<AnswerBody<typeof groupTins>>().toEqualTypeOf<{ ftin: string }[]>();
    expectTypeOf<Answered<typeof addTin>['status']>().toEqualTypeOf<200 | 202>();
  });

  it('refuse a wrong call at compile time', () => {
    const wrong = (input: CallInput<typeof addTin>) => input;
    // @ts-expect-error a path param is missing
    wrong({ params: { groupId: 1 }, body: { billCntrlNum: 'x' } });
    // @ts-expect-error the body has the wrong type
    wrong({ params: { groupId: 1, ftin: '1' }, body: { billCntrlNum: 1 } });
    // @ts-expect-error the query flag is not one the description knows
    const q: CallInput<typeof groupTins> = { params: { groupId: 1 }, query: { activeFlag: 'yes' } };
    const read = (answered: Answered<typeof addTin>) => {
      if (answered.status === 202) expectTypeOf(answered.body.claim.id).toEqualTypeOf<number>();
      // @ts-expect-error the answer has no such field
      return answered.body.unknownField;
    };
    void read;
    void q;
    defineEndpoint({
      method: 'GET',
      path: '/a/:x/:y',
      // @ts-expect-error params must have the path's :names, and only those
      params: z.object({ x: z.string(), z: z.string() }),
      responses: { 200: z.string() },
      guard: 'signedIn',
      summary: 's',
      tags: [],
    });
    expect(true).toBe(true);
  });
});
