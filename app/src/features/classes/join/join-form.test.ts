// @vitest-environment node
import { expect, test } from 'vitest';
import { checkJoinForm } from './join-form.ts';

test('a code typed with spaces and small letters is sent as one word in capitals', () => {
  expect(checkJoinForm({ code: ' abcd 2345 ', name: '  Ana   Clara ' })).toEqual({
    ok: true,
    form: { code: 'ABCD2345', name: 'Ana Clara' },
    problems: {},
  });
});

test('each empty field says what to type', () => {
  expect(checkJoinForm({ code: '  ', name: '' })).toEqual({
    ok: false,
    problems: { code: 'myClass.codeRequired', name: 'myClass.nameRequired' },
  });
});

test('a name of 41 letters is too long; 40 is fine', () => {
  expect(checkJoinForm({ code: 'A', name: 'a'.repeat(41) }).problems).toEqual({
    name: 'myClass.nameTooLong',
  });
  expect(checkJoinForm({ code: 'A', name: 'é'.repeat(40) }).ok).toBe(true);
});

test('a name of invisible characters only is refused; one holding a direction override or a control character too', () => {
  expect(checkJoinForm({ code: 'A', name: '\u200b\u200c\u2060' }).problems).toEqual({
    name: 'myClass.nameInvisible',
  });
  expect(checkJoinForm({ code: 'A', name: 'Ana\u202eaiB' }).problems).toEqual({
    name: 'myClass.nameHidden',
  });
  expect(checkJoinForm({ code: 'A', name: '\u2066Ana\u2069' }).problems).toEqual({
    name: 'myClass.nameHidden',
  });
  expect(checkJoinForm({ code: 'A', name: 'Ana\u0007' }).problems).toEqual({
    name: 'myClass.nameHidden',
  });
  // Tabs and new lines are white space: they become one space, as the database keeps the name.
  expect(checkJoinForm({ code: 'A', name: '\u00a0Ana\tBia\n' })).toMatchObject({
    ok: true,
    form: { name: 'Ana Bia' },
  });
});

test('the invisible names of issue 41 are refused with their rule: blank braille, marks alone, private use, tags', () => {
  for (const name of ['\u2800\u2800', '\u0301\u0308', '\u3164']) {
    expect(checkJoinForm({ code: 'A', name }).problems, name).toEqual({
      name: 'myClass.nameInvisible',
    });
  }
  for (const name of ['Ana \ue000', '\u{e0041}\u{e006e}\u{e0061}']) {
    expect(checkJoinForm({ code: 'A', name }).problems, name).toEqual({
      name: 'myClass.namePrivate',
    });
  }
  // An accent typed as a combining mark after its letter is a name like any other.
  expect(checkJoinForm({ code: 'A', name: 'Jose\u0301' }).ok).toBe(true);
});
