// The rules of a scenario's scene and of the cast (docs/decisions/0063-a-cast-and-a-scene-per-scenario.md):
// one message per rule, shown by the Studio beside the field and by the export in its report
// (docs/decisions/0002: one set of content rules). Pure, like rules.ts.
import { TEXT_LIMITS } from './limits.ts';
import { LOCALES, SOURCE_LOCALE } from './locales.ts';
import { checkLocalizedText, characterCount, type LocalizedIssue } from './rules.ts';
import {
  AGES,
  CLOTHING_COLOURS,
  FACIAL_HAIR,
  FEELINGS,
  HAIR_COLOURS,
  HAIR_STYLES,
  MAX_SCENE_PEOPLE,
  SETTINGS,
  SKIN_TONES,
} from './scene.ts';

type Option = { readonly id: string; readonly title: string };

/** "O cenário 7" when the number is known, "Este cenário" while the Studio has none yet. */
function scenarioLabel(number: unknown): string {
  return typeof number === 'number' ? `O cenário ${number}` : 'Este cenário';
}

function listed(options: readonly Option[], value: unknown): boolean {
  return typeof value === 'string' && options.some((option) => option.id === value);
}

function titles(options: readonly Option[]): string {
  return options.map((option) => `“${option.title}”`).join(', ');
}

/** A scenario without a scene: the drawing above the situation has nothing to draw. */
export function checkScene(scene: unknown, number: unknown): string | undefined {
  if (typeof scene === 'object' && scene !== null && !Array.isArray(scene)) return undefined;
  return `${scenarioLabel(number)} não tem cena. Em “Cena”, escolha o lugar, quem está lá e como cada pessoa se sente, e escreva o texto alternativo.`;
}

export function checkSceneSetting(value: unknown): string | undefined {
  if (listed(SETTINGS, value)) return undefined;
  return value === undefined || value === null || value === ''
    ? 'Escolha onde a cena acontece em “Lugar”.'
    : `O lugar "${String(value)}" não está na lista. Escolha um destes: ${titles(SETTINGS)}.`;
}

/** One to MAX_SCENE_PEOPLE people besides “você”, who is never drawn. */
export function checkScenePeopleCount(people: unknown): string | undefined {
  const count = Array.isArray(people) ? people.length : 0;
  if (count === 0) {
    return 'A cena precisa de pelo menos 1 pessoa em “Pessoas”: a primeira é a pessoa para quem o aluno responde (“você” nunca aparece no desenho).';
  }
  if (count > MAX_SCENE_PEOPLE) {
    return `A cena tem ${count} pessoas; o desenho mostra no máximo ${MAX_SCENE_PEOPLE}. Remova ${count - MAX_SCENE_PEOPLE} em “Pessoas” (deixe quem a situação cita).`;
  }
  return undefined;
}

/** A person of the scene is a cast member (a reference) or a one-off look, never both or neither. */
export function checkScenePersonKind(person: unknown): string | undefined {
  const { character, look } = (person ?? {}) as { character?: unknown; look?: unknown };
  const hasCharacter = typeof character === 'object' && character !== null;
  const hasLook = typeof look === 'object' && look !== null;
  if (hasCharacter && hasLook) {
    return 'Esta pessoa tem um personagem e também uma aparência própria. Deixe só um: o personagem (quem volta em outros cenários) ou a aparência (uma pessoa que só aparece aqui).';
  }
  if (!hasCharacter && !hasLook) {
    return 'Escolha quem é esta pessoa: um personagem em “Personagem” ou, para alguém que só aparece aqui, a “Aparência”.';
  }
  return undefined;
}

/**
 * A reference to a character that learners get: it must exist and be published. The scenario's
 * number says where, since the export reports it after a character was deleted elsewhere.
 */
export function checkCharacterReference(
  reference: unknown,
  published: ReadonlySet<string>,
  draftOnly: ReadonlySet<string>,
  scenarioNumber?: unknown,
): string | undefined {
  if (reference === undefined || reference === null) return undefined;
  const id = (reference as { _ref?: unknown })._ref;
  if (typeof id !== 'string' || id === '') {
    return 'A referência ao personagem está vazia. Escolha um personagem em “Personagem”.';
  }
  if (published.has(id)) return undefined;
  const shows = `${scenarioLabel(scenarioNumber)} mostra o personagem ${id}`;
  if (draftOnly.has(id)) {
    return `${shows}, que ainda não foi publicado: publique-o em Personagens antes deste cenário, ou escolha outro em “Personagem”.`;
  }
  return `${shows}, que não existe (foi excluído?). Escolha outro em “Personagem”, ou crie-o de novo em Personagens.`;
}

export function checkFeeling(value: unknown): string | undefined {
  if (listed(FEELINGS, value)) return undefined;
  return value === undefined || value === null || value === ''
    ? 'Escolha como esta pessoa se sente em “Sentimento”.'
    : `O sentimento "${String(value)}" não está na lista. Escolha um destes: ${titles(FEELINGS)}.`;
}

/** How people[0] looks after a choice: what the feedback shows (docs/decisions/0063). */
export function checkReaction(value: unknown): string | undefined {
  if (listed(FEELINGS, value)) return undefined;
  return value === undefined || value === null || value === ''
    ? 'Escolha, em “Como a primeira pessoa da cena fica depois desta escolha”, o rosto que o retorno desta escolha mostra.'
    : `A reação "${String(value)}" não está na lista. Escolha uma destas: ${titles(FEELINGS)}.`;
}

export const LOOK_PARTS = {
  skin: { title: 'Tom de pele', options: SKIN_TONES },
  hair: { title: 'Cabelo', options: HAIR_STYLES },
  hairColour: { title: 'Cor do cabelo', options: HAIR_COLOURS },
  clothing: { title: 'Cor da roupa', options: CLOTHING_COLOURS },
  age: { title: 'Idade', options: AGES },
} as const;
export type LookPart = keyof typeof LOOK_PARTS;

export const LOOK_FLAGS = {
  glasses: 'Usa óculos',
  wheelchair: 'Usa cadeira de rodas',
} as const;
export type LookFlag = keyof typeof LOOK_FLAGS;

export function checkLookPart(part: LookPart, value: unknown): string | undefined {
  const { title, options } = LOOK_PARTS[part];
  if (listed(options, value)) return undefined;
  return value === undefined || value === null || value === ''
    ? `Escolha “${title}” na aparência.`
    : `“${title}”: "${String(value)}" não está na lista. Escolha um destes: ${titles(options)}.`;
}

export function checkLookFlag(flag: LookFlag, value: unknown): string | undefined {
  return typeof value === 'boolean' ? undefined : `Marque ou desmarque “${LOOK_FLAGS[flag]}”.`;
}

/** Only adults wear a beard or moustache in the drawing. */
export function checkFacialHair(value: unknown, age: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (!listed(FACIAL_HAIR, value)) {
    return `“Barba ou bigode”: "${String(value)}" não está na lista. Escolha um destes: ${titles(FACIAL_HAIR)}, ou deixe em branco.`;
  }
  return age === 'adult'
    ? undefined
    : 'Barba ou bigode só para adultos: deixe “Barba ou bigode” em branco, ou mude a “Idade” para “Adulto”.';
}

/** A cast member without a look could not be drawn. */
export function checkCharacterLook(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null
    ? undefined
    : 'Escolha a aparência do personagem em “Aparência”: idade, tom de pele, cabelo, cor do cabelo e cor da roupa.';
}

export const CHARACTER_NAME_MAX = 30;

/** A cast member's name: shown under the face, and how the texts call them. */
export function checkCharacterName(value: unknown): string | undefined {
  const name = typeof value === 'string' ? value.trim() : '';
  if (name === '')
    return 'Escreva o nome do personagem, como os textos o chamam (por exemplo “Hiro”).';
  if (characterCount(name) > CHARACTER_NAME_MAX) {
    return `O nome tem ${characterCount(name)} caracteres; use no máximo ${CHARACTER_NAME_MAX} (o nome aparece sob o rosto).`;
  }
  return undefined;
}

/**
 * The scene's alt text: what a screen reader says for the drawing. Unlike other texts it has no
 * pt-BR fallback worth hearing in another language, so every language is required.
 */
export function checkSceneAlt(items: unknown): LocalizedIssue[] {
  const issues = checkLocalizedText(items, TEXT_LIMITS.sceneAlt);
  const present = new Set(
    (Array.isArray(items) ? (items as Array<Record<string, unknown>>) : [])
      .filter((item) => typeof item?.value === 'string' && item.value.trim() !== '')
      .map((item) => item.language),
  );
  for (const locale of LOCALES) {
    if (locale.id === SOURCE_LOCALE || present.has(locale.id)) continue;
    if (issues.some((issue) => issue.language === locale.id)) continue;
    issues.push({
      message: `Falta o texto alternativo em ${locale.id} (${locale.title}): quem usa leitor de tela nesse idioma não saberia o que a cena mostra. Escreva-o (“Escrever um rascunho” ajuda).`,
    });
  }
  return issues;
}
