// @vitest-environment node
import type { Rolldown } from 'vite';
import { expect, test } from 'vitest';
import { firstLoadGroup } from './vite-first-load-chunk.ts';

// The entry imports a shared module and the shell; the shell imports the shared module again (a
// diamond) and loads the lesson lazily; the lesson imports the shared module and one of its own.
const GRAPH: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[] }> = {
  '/app/src/main.tsx': {
    importedIds: ['/app/shared.ts', '/app/shell.tsx'],
    dynamicallyImportedIds: [],
  },
  '/app/shell.tsx': {
    importedIds: ['/app/shared.ts'],
    dynamicallyImportedIds: ['/app/lesson.tsx'],
  },
  '/app/shared.ts': { importedIds: ['/app/src/main.tsx'], dynamicallyImportedIds: [] },
  '/app/lesson.tsx': {
    importedIds: ['/app/shared.ts', '/app/lesson-only.ts'],
    dynamicallyImportedIds: [],
  },
  '/app/lesson-only.ts': { importedIds: [], dynamicallyImportedIds: [] },
};

const context = {
  getModuleInfo: (id: string) => (GRAPH[id] ?? null) as Rolldown.ModuleInfo | null,
} as Rolldown.ChunkingContext;

function chunkOf(id: string, group = firstLoadGroup('/app/src/main.tsx')) {
  const name = group.name;
  if (typeof name !== 'function') throw new Error('the group names its chunk by module');
  return name(id, context);
}

test('what the entry imports statically, however deep, goes into the first-load chunk', () => {
  expect(chunkOf('/app/shared.ts')).toBe('first-load');
  expect(chunkOf('/app/shell.tsx')).toBe('first-load');
});

test('the entry itself, and what only a lazy chunk imports, are left to Rolldown', () => {
  expect(chunkOf('/app/src/main.tsx')).toBeNull();
  expect(chunkOf('/app/lesson.tsx')).toBeNull();
  expect(chunkOf('/app/lesson-only.ts')).toBeNull();
});

test('an entry the build does not hold is an error, not an empty group', () => {
  expect(() => chunkOf('/app/shared.ts', firstLoadGroup('/elsewhere/main.tsx'))).toThrow(
    'the build reached nothing from /elsewhere/main.tsx',
  );
});
