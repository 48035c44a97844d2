// @vitest-environment node
import { expect, test } from 'vitest';
import { classesAddress, parseClassesAddress } from './classes-address.ts';

const ID = '2f1d3c4b-5a69-4788-9abc-def012345678';

test('each class view has an address that reads back to it', () => {
  for (const view of [
    { name: 'my-class' },
    { name: 'educator', classId: null },
    { name: 'educator', classId: ID },
  ] as const) {
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
});
