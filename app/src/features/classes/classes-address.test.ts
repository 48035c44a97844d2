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
