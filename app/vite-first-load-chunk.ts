import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';

const ENTRY = fileURLToPath(new URL('src/main.tsx', import.meta.url));

/**
 * Everything the entry imports statically, in one chunk (docs/benchmarks/first-load.md).
 * Rolldown 1.2 emits each module that the first load shares with a lazy chunk as a file of its own
 * (rolldown/rolldown#10731): eighteen files where Rollup would write one, each compressed alone, so
 * the same words are paid for again in each. The first load runs all of them anyway; a lazy chunk
 * that needs one imports it from this chunk, which is already there.
 */
export function firstLoadGroup(entry = ENTRY): Rolldown.CodeSplittingGroup {
  let firstLoad: Set<string> | undefined;
  return {
    // How Rolldown's timing report names a group whose name is a function.
    debugName: 'first-load',
    name: (id, context) => {
      firstLoad ??= staticImports(entry, context);
      return firstLoad.has(id) ? 'first-load' : null;
    },
  };
}

/** The modules `entry` reaches through static imports, the entry itself left out. */
function staticImports(entry: string, context: Rolldown.ChunkingContext): Set<string> {
  const reached = new Set<string>();
  const pending = [entry];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    for (const imported of context.getModuleInfo(id)?.importedIds ?? []) {
      if (imported === entry || reached.has(imported)) continue;
      reached.add(imported);
      pending.push(imported);
    }
  }
  if (reached.size === 0) throw new Error(`the build reached nothing from ${entry}`);
  return reached;
}
