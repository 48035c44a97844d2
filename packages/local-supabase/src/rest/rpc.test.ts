import { describe, expect, it } from 'vitest';
import { RestError } from './errors.ts';
import { resolveFunction, takes } from './rpc.ts';
import type { FunctionArg, FunctionInfo } from './schema-cache.ts';

const arg = (name: string, type = 'integer', hasDefault = false): FunctionArg => ({
  name,
  type,
  hasDefault,
  variadic: false,
});

const fn = (name: string, args: FunctionArg[]): FunctionInfo => ({
  name,
  args,
  returnsSet: false,
  returns: 'scalar',
  volatility: 'volatile',
});

const addThem = fn('add_them', [arg('a'), arg('b', 'integer', true)]);
const functions = new Map([
  ['add_them', [addThem]],
  ['now_utc', [fn('now_utc', [])]],
  ['find', [fn('find', [arg('id', 'uuid')]), fn('find', [arg('email', 'text')])]],
  ['twin', [fn('twin', [arg('x', 'integer')]), fn('twin', [arg('x', 'text')])]],
  ['unnamed', [fn('unnamed', [arg('', 'integer')])]],
]);

function refusal(run: () => unknown): RestError {
  try {
    run();
  } catch (error) {
    if (error instanceof RestError) return error;
    throw error;
  }
  throw new Error('expected a RestError');
}

describe('choosing the function of a /rpc call', () => {
  it('takes the keys that name its arguments, without those that have defaults', () => {
    expect(takes(addThem, ['a', 'b'])).toBe(true);
    expect(takes(addThem, ['b', 'a'])).toBe(true);
    expect(takes(addThem, ['a'])).toBe(true);
    expect(takes(addThem, ['b'])).toBe(false);
    expect(takes(addThem, ['a', 'c'])).toBe(false);
    expect(takes(addThem, [])).toBe(false);
  });

  it('tells overloads apart by their argument names', () => {
    expect(resolveFunction(functions, 'find', ['email']).args[0]!.type).toBe('text');
    expect(resolveFunction(functions, 'find', ['id']).args[0]!.type).toBe('uuid');
    expect(resolveFunction(functions, 'now_utc', []).name).toBe('now_utc');
  });

  it("answers PGRST202 with the keys sorted, and the closest overload's arguments as a hint", () => {
    expect(refusal(() => resolveFunction(functions, 'nothing', ['z', 'a']))).toMatchObject({
      status: 404,
      body: {
        code: 'PGRST202',
        message: 'Could not find the function public.nothing(a, z) in the schema cache',
        details:
          'Searched for the function public.nothing with parameters a, z, but no matches were found in the schema cache.',
        hint: null,
      },
    });
    expect(refusal(() => resolveFunction(functions, 'find', ['id', 'name'])).body).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.find(id, name) in the schema cache',
      hint: 'Perhaps you meant to call the function public.find(id)',
    });
    expect(refusal(() => resolveFunction(functions, 'add_them', [])).body).toMatchObject({
      message: 'Could not find the function public.add_them without parameters in the schema cache',
      details:
        'Searched for the function public.add_them without parameters, but no matches were found in the schema cache.',
    });
    // An unnamed argument cannot be given by name, not even as "".
    expect(refusal(() => resolveFunction(functions, 'unnamed', [''])).body.code).toBe('PGRST202');
  });

  it('answers PGRST203 (300) when several overloads take the keys', () => {
    expect(refusal(() => resolveFunction(functions, 'twin', ['x']))).toMatchObject({
      status: 300,
      body: {
        code: 'PGRST203',
        message:
          'Could not choose the best candidate function between: public.twin(x => integer), public.twin(x => text)',
      },
    });
  });
});
