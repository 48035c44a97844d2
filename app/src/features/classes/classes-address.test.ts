// @vitest-environment node
import { expect, test } from 'vitest';
import { classesAddress, parseClassesAddress, type ClassesView } from './classes-address.ts';

const ID = '2f1d3c4b-5a69-4788-9abc-def012345678';
const LEARNER = '7a1d3c4b-5a69-4788-9abc-def012345678';

test('each class view has an address that reads back to it', () => {
  const views: ClassesView[] = [
    { name: 'my-class' },
    { name: 'my-class', code: 'K7MPQ2XA' },
    { name: 'educator', classId: null },
    { name: 'educator', classId: ID },
    { name: 'class-learner', classId: ID, learnerId: LEARNER },
    { name: 'class-skill', classId: ID, skillKey: 'pedir-ajuda' },
    { name: 'class-code', classId: ID },
    { name: 'educator', classId: ID, order: { column: 'accuracy', direction: 'ascending' } },
    { name: 'educator', classId: ID, order: { column: 'name', direction: 'descending' } },
    {
      name: 'class-learner',
      classId: ID,
      learnerId: LEARNER,
      order: { column: 'last', direction: 'descending' },
    },
    {
      name: 'class-skill',
      classId: ID,
      skillKey: 'pedir-ajuda',
      order: { column: 'skills', direction: 'ascending' },
    },
  ];
  for (const view of views) {
    expect(parseClassesAddress(classesAddress(view).slice(1))).toEqual(view);
  }
});

test("the journey's addresses are not class views", () => {
  for (const search of ['', '?phase=2', '?view=review', '?view=achievements', '?view=other']) {
    expect(parseClassesAddress(search)).toBeNull();
  }
});

test('a class id that is not one opens the list of classes', () => {
  expect(parseClassesAddress('?view=educator&class=42')).toEqual({
    name: 'educator',
    classId: null,
  });
  expect(parseClassesAddress(`?view=educator&class=42&learner=${LEARNER}`)).toEqual({
    name: 'educator',
    classId: null,
  });
});

test('a mistyped learner or skill under a class opens the class', () => {
  for (const tail of ['&learner=ana', '&skill=Pedir Ajuda', '&skill=', '&print=other']) {
    expect(parseClassesAddress(`?view=educator&class=${ID}${tail}`)).toEqual({
      name: 'educator',
      classId: ID,
    });
  }
});

test('a code in the address that cannot be one is left out', () => {
  expect(parseClassesAddress('?view=class&code=%3Cscript%3E')).toEqual({ name: 'my-class' });
});

test("the table's order in the address: a column and a direction, none for the default", () => {
  const order = { column: 'review', direction: 'descending' } as const;
  expect(classesAddress({ name: 'educator', classId: ID, order })).toBe(
    `/?view=educator&class=${ID}&sort=review&dir=desc`,
  );
  expect(
    classesAddress({
      name: 'educator',
      classId: ID,
      order: { column: 'name', direction: 'ascending' },
    }),
  ).toBe(`/?view=educator&class=${ID}`);
  expect(parseClassesAddress(`?view=educator&class=${ID}&sort=name`)).toEqual({
    name: 'educator',
    classId: ID,
  });
});

test('an order the address cannot name is left out: the table sorts by name', () => {
  for (const tail of ['&sort=idade', '&sort=', '&dir=desc', '&sort=ACCURACY&dir=desc']) {
    expect(parseClassesAddress(`?view=educator&class=${ID}${tail}`)).toEqual({
      name: 'educator',
      classId: ID,
    });
  }
  // Any other direction is up, as a first press on the header.
  expect(parseClassesAddress(`?view=educator&class=${ID}&sort=done&dir=sideways`)).toEqual({
    name: 'educator',
    classId: ID,
    order: { column: 'done', direction: 'ascending' },
  });
});
