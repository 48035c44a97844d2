// How deep a request's JSON nests, measured on the text before it is parsed. Both APIs refuse a
// body nested deeper than MAX_JSON_DEPTH with a 400 that names the limit, where the real servers
// behave otherwise:
// - PostgREST 12 hands the body to Postgres, whose JSON parser recurses: deep enough (about
//   10,000 levels at the default max_stack_depth of 2 MB) it fails with 54001 "stack depth limit
//   exceeded", which PostgREST answers 500 (its errors table, docs.postgrest.org/en/v12/references/
//   errors.html: "54* → 500 too complex"; PostgREST issue #3255).
// - Supabase Auth (Go's encoding/json) refuses more than 10,000 levels as bad_json ("exceeded max
//   depth").
// Here the body is also serialised again in JavaScript (JSON.stringify recurses and overflows the
// stack at a few thousand levels), and PGlite's WebAssembly stack is smaller still, so the local
// backend does less, on purpose: a limit far above any real document, refused before any of them.
// The scan is a loop, not recursion, so it cannot overflow itself.

export const MAX_JSON_DEPTH = 512;

/** True when `text` opens more than `limit` arrays or objects inside one another. */
export function jsonNestsDeeperThan(text: string, limit: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c /* \ */) i++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      if (++depth > limit) return true;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) depth--;
  }
  return false;
}
