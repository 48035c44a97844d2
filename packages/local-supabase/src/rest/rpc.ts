// Which function a POST /rpc/<name> means, chosen as PostgREST chooses: by name in the schema
// cache, then by the JSON body's keys, so that overloads with different argument names can be
// told apart. Postgres then decides whether the caller may execute it.
import { RestErrors } from './errors.ts';
import type { FunctionInfo, SchemaCache } from './schema-cache.ts';

/** The function takes these keys: each is one of its arguments, and none it needs is missing. */
export function takes(fn: FunctionInfo, keys: string[]): boolean {
  const names = new Set(fn.args.map((arg) => arg.name));
  return (
    keys.every((key) => key !== '' && names.has(key)) &&
    fn.args.every((arg) => arg.hasDefault || keys.includes(arg.name))
  );
}

/** The one overload of `name` that takes `keys`; PGRST202 when none does, PGRST203 when several do. */
export function resolveFunction(
  functions: SchemaCache['functions'],
  name: string,
  keys: string[],
): FunctionInfo {
  const overloads = functions.get(name) ?? [];
  const matching = overloads.filter((fn) => takes(fn, keys));
  if (matching.length === 1) return matching[0]!;
  if (matching.length > 1) {
    throw RestErrors.ambiguousFunction(
      matching.map(
        (fn) => `public.${name}(${fn.args.map((arg) => `${arg.name} => ${arg.type}`).join(', ')})`,
      ),
    );
  }
  throw RestErrors.unknownFunction(name, [...keys].sort(), hintFor(name, keys, overloads));
}

/**
 * PostgREST suggests the overload whose arguments look most like the keys. Here: the one sharing
 * the most names. (For an unknown name it suggests a similarly spelled function; here, nothing.)
 */
function hintFor(name: string, keys: string[], overloads: FunctionInfo[]): string | null {
  let best: FunctionInfo | undefined;
  let bestShared = -1;
  for (const fn of overloads) {
    const shared = fn.args.filter((arg) => keys.includes(arg.name)).length;
    if (shared > bestShared) [best, bestShared] = [fn, shared];
  }
  if (!best) return null;
  const names = best.args.map((arg) => arg.name).sort();
  return `Perhaps you meant to call the function public.${name}(${names.join(', ')})`;
}
