// What "Excluir" changes, said before anything is deleted
// (docs/decisions/0059-no-action-the-export-refuses.md). Pure: the action reads the documents
// and what the export would say without this one (@ths/content-export/release-check).
import type { ContentIssue } from '@ths/content-export/release-check';
import { sourceText, type LocalizedValues } from '@ths/content-model/localized-text';

type StoredDocument = { _id: string; _type: string; [field: string]: unknown };

export type DeleteVerdict = {
  /** False when the release would be refused afterwards: nothing may be deleted. */
  allowed: boolean;
  header: string;
  /** What it changes, or why it cannot be done, one sentence a line. */
  lines: string[];
  /** The export's own reasons, when refused. */
  reasons: string[];
};

const publishedId = (id: string) => id.replace(/^drafts\./, '');

function nameOf(document: StoredDocument | undefined): string {
  if (!document) return '';
  // A character's name is one text for every language.
  if (typeof document.name === 'string') return document.name.trim();
  const text = (field: string) => sourceText(document[field] as LocalizedValues | undefined);
  return text('title') || text('name') || '';
}

function what(document: StoredDocument): string {
  const name = nameOf(document);
  const quoted = name ? ` “${name}”` : '';
  if (document._type === 'scenario') {
    const number = typeof document.number === 'number' ? ` ${document.number}` : '';
    return `o cenário${number}${quoted}`;
  }
  const kinds: Record<string, string> = {
    skill: 'a habilidade',
    phase: 'a fase',
    achievement: 'a conquista',
    character: 'o personagem',
  };
  return `${kinds[document._type] ?? 'o documento'}${quoted}`;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The verdict on deleting `id` (its published document and its draft) from `documents`, given
 * the problems the export would find only after the deletion (`added`).
 */
export function deleteVerdict(
  documents: readonly StoredDocument[],
  id: string,
  added: readonly ContentIssue[],
): DeleteVerdict {
  const base = publishedId(id);
  const published = documents.find((document) => document._id === base);
  const draft = documents.find((document) => document._id === `drafts.${base}`);
  const document = published ?? draft;
  if (!document) {
    return {
      allowed: false,
      header: 'Nada para excluir',
      lines: ['O documento já foi excluído.'],
      reasons: [],
    };
  }
  const subject = what(document);
  if (added.length > 0) {
    return {
      allowed: false,
      header: `Não dá para excluir ${subject} agora`,
      lines: [
        'Sem ele, a exportação recusaria o conteúdo, e os alunos deixariam de receber qualquer mudança até alguém corrigir:',
      ],
      reasons: added.map(({ message }) => message),
    };
  }
  if (!published) {
    return {
      allowed: true,
      header: 'Excluir este rascunho?',
      lines: [
        'Este rascunho nunca foi publicado: nenhum aluno o viu.',
        'O rascunho e tudo o que foi escrito nele serão apagados. Isto não pode ser desfeito.',
      ],
      reasons: [],
    };
  }
  const lines = [`${capitalized(subject)} sai do app de todos os alunos na próxima atualização.`];
  if (document._type === 'scenario') {
    lines.push(
      'Quem já respondeu este cenário não perde nada: as respostas e o progresso continuam salvos.',
    );
    const skillRef = (document.skill as { _ref?: string } | undefined)?._ref;
    if (skillRef) {
      const left = documents.filter(
        (other) =>
          other._type === 'scenario' &&
          !other._id.startsWith('drafts.') &&
          other._id !== base &&
          (other.skill as { _ref?: string } | undefined)?._ref === skillRef,
      ).length;
      const skill = documents.find((other) => other._id === skillRef);
      lines.push(
        `A habilidade “${nameOf(skill) || skillRef}” fica com ${left} ${left === 1 ? 'cenário' : 'cenários'}.`,
      );
    }
  }
  lines.push('Isto não pode ser desfeito.');
  return { allowed: true, header: `Excluir ${subject}?`, lines, reasons: [] };
}
