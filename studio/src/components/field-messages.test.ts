// @vitest-environment node
import type { FormNodeValidation } from 'sanity';
import { expect, test } from 'vitest';
import { messagesUnderField } from './field-messages.tsx';

const marker = (
  level: FormNodeValidation['level'],
  message: string,
  path: FormNodeValidation['path'],
): FormNodeValidation => ({ level, message, path });

test('a field shows its own messages, errors first, each once; a child’s stay with the child', () => {
  const path = ['choices'];
  const validation = [
    marker('warning', 'Aviso do campo.', ['choices']),
    marker('error', 'Marque exatamente uma escolha como correta (agora há 2).', ['choices']),
    marker('error', 'Marque exatamente uma escolha como correta (agora há 2).', ['choices']),
    marker('error', 'Texto longo demais.', ['choices', { _key: 'a' }, 'text']),
    marker('info', 'Só uma informação.', ['choices']),
  ];
  expect(messagesUnderField(validation, path).map((m) => m.message)).toEqual([
    'Marque exatamente uma escolha como correta (agora há 2).',
    'Aviso do campo.',
  ]);
});

test('a field without messages of its own shows none', () => {
  expect(messagesUnderField([marker('error', 'Outro campo.', ['title'])], ['number'])).toEqual([]);
});
