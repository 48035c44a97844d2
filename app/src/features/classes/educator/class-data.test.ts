// @vitest-environment node
// A class row's "Última atividade" and its "Sem praticar há 7 dias" read one clock: the last
// practice, not the moment a device last sent the row.
import '../../../testing/register-fsrs.ts';
import { recordAnswer } from '@ths/training/answer';
import { emptyProgress } from '@ths/training/progress';
import { expect, test } from 'vitest';
import { bundle } from '../../../content/generated/pt-BR.ts';
import type { ClassData } from '../class-queries.ts';
import { learnerRows } from './class-data.ts';

const NOW = '2026-11-29T12:00:00.000Z';
const PRACTISED = '2026-11-20T10:00:00.000Z';

function classWith(progress: ClassData['progress'][number]['progress']): ClassData {
  return {
    info: { id: 'c1', name: '5º ano B', joinCode: 'ABCD2345', createdAt: '2026-11-01T10:00:00Z' },
    members: [{ userId: 'u1', displayName: 'Ana', joinedAt: '2026-11-01T10:00:00.000Z' }],
    // The device sent its row today (a sync with nothing new), nine days after the last answer.
    progress: [{ userId: 'u1', progress, updatedAt: NOW }],
  } as ClassData;
}

test('the last activity is the last practice, the clock the 7-day signal reads', () => {
  const progress = recordAnswer(emptyProgress(), { scenario: 1, correct: true, at: PRACTISED });
  const [row] = learnerRows(classWith(progress), bundle, 'Sem nome', 'pt-BR', NOW);
  expect(row!.lastActivity).toBe(PRACTISED);
  expect(row!.idle).toBe(true);
});

test('before any answer, and for a row that cannot be read, there is no last activity', () => {
  const [fresh] = learnerRows(classWith(emptyProgress()), bundle, 'Sem nome', 'pt-BR', NOW);
  expect(fresh!.lastActivity).toBeNull();
  const [unreadable] = learnerRows(classWith(null), bundle, 'Sem nome', 'pt-BR', NOW);
  expect(unreadable!.lastActivity).toBeNull();
  expect(unreadable!.idle).toBe(false);
});

test('a class-only name is the shown name and clears "Mesmo nome de outro aluno" (docs/decisions/0075)', () => {
  const data = {
    ...classWith(emptyProgress()),
    members: [
      { userId: 'u1', displayName: 'Ana', joinedAt: NOW, classOnlyName: null },
      { userId: 'u2', displayName: 'ana', joinedAt: NOW, classOnlyName: null },
      { userId: 'u3', displayName: null, joinedAt: NOW, classOnlyName: null },
    ],
    progress: [],
  } as ClassData;
  const flagged = learnerRows(data, bundle, 'Sem nome', 'pt-BR', NOW);
  expect(new Set(flagged.filter((row) => row.sameName).map((row) => row.userId))).toEqual(
    new Set(['u1', 'u2']),
  );
  data.members[1]!.classOnlyName = 'Ana Beatriz';
  data.members[2]!.classOnlyName = 'Carla';
  const rows = learnerRows(data, bundle, 'Sem nome', 'pt-BR', NOW);
  expect(
    rows.map(({ name, ownName, classOnlyName, sameName }) => ({
      name,
      ownName,
      classOnlyName,
      sameName,
    })),
  ).toEqual([
    { name: 'Ana', ownName: 'Ana', classOnlyName: null, sameName: false },
    { name: 'Ana Beatriz', ownName: 'ana', classOnlyName: 'Ana Beatriz', sameName: false },
    { name: 'Carla', ownName: 'Sem nome', classOnlyName: 'Carla', sameName: false },
  ]);
});
