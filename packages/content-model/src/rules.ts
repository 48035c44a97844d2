// The rules every content document obeys, as pure checks that return the message an educator
// reads. The Studio shows these messages beside the field; the export prints them with the
// document id and the field path. One implementation, so the two never disagree.
import { ACHIEVEMENT_TYPE_IDS, isAchievementType } from './achievement-types.ts';
import { TEXT_LIMITS, TEXT_MINIMUMS } from './limits.ts';
import { LOCALE_IDS, SOURCE_LOCALE, isLocale } from './locales.ts';
import {
  BNCC_COMPETENCES,
  CASEL_COMPETENCES,
  isBnccCompetence,
  isCaselCompetence,
} from './skill-competences.ts';
import {
  fixedStageOf,
  PHASE_COUNT,
  SCENARIO_NUMBER_RANGE,
  SHIPPED_SCENARIO_COUNT,
} from './stage.ts';
import { SKILL_KEY, SKILL_KEY_MAX_LENGTH } from './skill-key.ts';

export const CHOICES_PER_SCENARIO = 3;

/** A problem found in one localized field; `itemKey` names the translation it is about. */
export type LocalizedIssue = { itemKey?: string; language?: string; message: string };

export type ScenarioNumberRange = { min: number; max: number };

const graphemes = new Intl.Segmenter('pt-BR', { granularity: 'grapheme' });

/** Characters as a reader counts them: "é" and "🌱" are one each, however they are encoded. */
export function characterCount(text: string): number {
  return [...graphemes.segment(text)].length;
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

export function tooLongMessage(length: number, max: number): string {
  return `Texto longo demais para leitores jovens: ${length} caracteres, o máximo é ${max}. Use frases mais curtas.`;
}

export const SOURCE_TEXT_MISSING =
  'Escreva este texto em Português (Brasil). É o idioma principal: ele aparece sempre que falta uma tradução.';

/**
 * A localized field is stored by sanity-plugin-internationalized-array as
 * `[{_key, language, value}]`. The pt-BR text must be there; other languages are optional but,
 * when present, must be known, unique, non-empty and short enough.
 */
export function checkLocalizedText(items: unknown, maxLength: number): LocalizedIssue[] {
  if (!Array.isArray(items)) return [{ message: SOURCE_TEXT_MISSING }];
  const issues: LocalizedIssue[] = [];
  const seen = new Set<string>();
  let hasSource = false;
  for (const item of items as unknown[]) {
    const { _key, language, value } = (item ?? {}) as Record<string, unknown>;
    const itemKey = typeof _key === 'string' ? _key : undefined;
    if (typeof language !== 'string' || language === '') {
      issues.push({
        itemKey,
        message: 'Há uma tradução sem idioma. Escolha o idioma dela ou remova-a.',
      });
      continue;
    }
    if (!isLocale(language)) {
      issues.push({
        itemKey,
        message: `O idioma "${String(language)}" não é usado no app. Use um destes: ${LOCALE_IDS.join(', ')}.`,
      });
      continue;
    }
    if (seen.has(language)) {
      issues.push({
        itemKey,
        language,
        message: `Há dois textos em ${language}. Deixe só um.`,
      });
      continue;
    }
    seen.add(language);
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '') {
      issues.push({
        itemKey,
        language,
        // pt-BR cannot be removed (the source every language falls back to): only "write it".
        message:
          language === SOURCE_LOCALE
            ? `O texto em ${language} está vazio. Escreva-o: é o idioma principal, que aparece sempre que falta uma tradução.`
            : `O texto em ${language} está vazio. Escreva o texto ou remova este idioma.`,
      });
      continue;
    }
    if (language === SOURCE_LOCALE) hasSource = true;
    const length = characterCount(text);
    if (length > maxLength) {
      issues.push({ itemKey, language, message: tooLongMessage(length, maxLength) });
    }
  }
  if (!hasSource && !issues.some((issue) => issue.language === SOURCE_LOCALE)) {
    issues.unshift({ message: SOURCE_TEXT_MISSING });
  }
  return issues;
}

export function checkScenarioNumber(
  value: unknown,
  range: ScenarioNumberRange = SCENARIO_NUMBER_RANGE,
): string | undefined {
  if (isPositiveInteger(value) && value >= range.min && value <= range.max) return undefined;
  // What the numbers mean is said only where it is true: the range reaches past the shipped set.
  const meaning =
    range.min <= SHIPPED_SCENARIO_COUNT && range.max > SHIPPED_SCENARIO_COUNT
      ? ` (de 1 a ${SHIPPED_SCENARIO_COUNT}, os cenários do app; de ${SHIPPED_SCENARIO_COUNT + 1} em diante, os que a escola cria)`
      : '';
  return `O número do cenário deve ser um número inteiro de ${range.min} a ${range.max}${meaning}.`;
}

/**
 * docs/product/journey.md#phases and docs/decisions/0055: scenarios 1 to 100 have the phase their
 * number gives, and a mismatch is always a mistake; a school's scenario (above 100) has the phase
 * it was given, one of the content's phases.
 */
export function checkStage(stage: unknown, scenarioNumber: unknown): string | undefined {
  if (!isPositiveInteger(scenarioNumber)) return undefined; // the number's own rule reports it
  const expected = fixedStageOf(scenarioNumber);
  if (expected === undefined) {
    if (isPositiveInteger(stage) && stage <= PHASE_COUNT) return undefined;
    return `O cenário ${scenarioNumber} é um cenário da escola (número acima de ${SHIPPED_SCENARIO_COUNT}): escolha a fase dele, de 1 a ${PHASE_COUNT} (agora: ${String(stage ?? '(vazia)')}). Ele aparece nessa fase depois dos cenários do app.`;
  }
  if (stage === expected) return undefined;
  return `O cenário ${scenarioNumber} pertence à fase ${expected}, não à fase ${String(stage ?? '(vazia)')} (cenários 1–20: fase 1; 21–40: fase 2; 41–60: fase 3; 61–80: fase 4; 81–100: fase 5; de ${SHIPPED_SCENARIO_COUNT + 1} em diante, a fase que a escola escolher).`;
}

export function checkChoiceCount(choices: unknown): string | undefined {
  const count = Array.isArray(choices) ? choices.length : 0;
  if (count === CHOICES_PER_SCENARIO) return undefined;
  return `Um cenário precisa de exatamente ${CHOICES_PER_SCENARIO} escolhas (agora há ${count}).`;
}

export function checkOneCorrectChoice(choices: unknown): string | undefined {
  if (!Array.isArray(choices)) return undefined; // the count rule reports a missing list
  const correct = choices.filter(
    (choice) => (choice as { isCorrect?: unknown } | null)?.isCorrect === true,
  ).length;
  if (correct === 1) return undefined;
  return `Marque exatamente uma escolha como correta (agora há ${correct}).`;
}

export function checkIsCorrect(value: unknown): string | undefined {
  if (typeof value === 'boolean') return undefined;
  return 'Diga se esta escolha é a correta: marque ou desmarque “É a escolha correta”.';
}

export function checkPhaseNumber(value: unknown): string | undefined {
  if (isPositiveInteger(value) && value <= PHASE_COUNT) return undefined;
  return `O número da fase deve ser um número inteiro de 1 a ${PHASE_COUNT}.`;
}

const ACHIEVEMENT_ID_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;

export function checkAchievementId(value: unknown): string | undefined {
  if (typeof value === 'string' && ACHIEVEMENT_ID_PATTERN.test(value)) return undefined;
  return 'Use só letras minúsculas sem acento, números e sublinhado (_), começando por uma letra. Exemplo: first_steps.';
}

export function checkAchievementType(value: unknown): string | undefined {
  if (isAchievementType(value)) return undefined;
  return `Tipo desconhecido: "${String(value ?? '')}". Escolha um destes: ${ACHIEVEMENT_TYPE_IDS.join(', ')}.`;
}

export function checkRequirement(value: unknown): string | undefined {
  if (isPositiveInteger(value)) return undefined;
  return 'O requisito deve ser um número inteiro maior que zero (por exemplo, 3 cenários).';
}

/**
 * A phase_completed achievement names its phase in the requirement: it must be one of the
 * content's phases (docs/decisions/0025).
 */
export function checkRequirementForType(type: unknown, requirement: unknown): string | undefined {
  if (type !== 'phase_completed' || !isPositiveInteger(requirement)) return undefined;
  if (requirement <= PHASE_COUNT) return undefined;
  return `Em “Fase concluída”, o requisito é o número da fase: de 1 a ${PHASE_COUNT}.`;
}

/**
 * A perfect_score achievement asks for every scenario (docs/product/journey.md#achievements). A
 * number its description says is the number of scenarios, so that a school adding its own
 * (docs/decisions/0055) never leaves “todos os 100 cenários” on a set of 101. One issue per
 * language whose text names another number.
 */
export function checkAllScenariosDescription(
  type: unknown,
  items: unknown,
  scenarioCount: number,
): LocalizedIssue[] {
  if (type !== 'perfect_score' || !Array.isArray(items)) return [];
  return (items as unknown[]).flatMap((item) => {
    const { _key, language, value } = (item ?? {}) as Record<string, unknown>;
    if (typeof language !== 'string' || typeof value !== 'string') return [];
    const wrong = (value.match(/\d+/g) ?? []).find((digits) => Number(digits) !== scenarioCount);
    if (wrong === undefined) return [];
    return [
      {
        itemKey: typeof _key === 'string' ? _key : undefined,
        language,
        message: `A descrição diz “${wrong}”, mas há ${scenarioCount} cenários publicados, e esta conquista pede todos. Escreva ${scenarioCount}, ou “todos os cenários” sem número.`,
      },
    ];
  });
}

// One emoji as Unicode defines them, flags, keycaps and skin tones included.
const SINGLE_EMOJI = /^\p{RGI_Emoji}$/v;

export function checkIcon(value: unknown): string | undefined {
  if (typeof value === 'string' && SINGLE_EMOJI.test(value.trim())) return undefined;
  return 'Use um único emoji como ícone, por exemplo 🌱.';
}

export function duplicateMessage(
  what:
    'scenarioNumber' | 'phaseNumber' | 'achievementId' | 'skillKey' | 'skillName' | 'characterName',
  value: string | number,
  otherIds: readonly string[],
): string {
  const others = otherIds.join(', ');
  switch (what) {
    case 'scenarioNumber':
      return `Outro cenário já usa o número ${value} (${others}). Cada número deve aparecer uma só vez.`;
    case 'phaseNumber':
      return `Outra fase já usa o número ${value} (${others}). Cada fase deve aparecer uma só vez.`;
    case 'achievementId':
      return `Outra conquista já usa o id "${value}" (${others}). Cada id deve aparecer uma só vez.`;
    case 'skillKey':
      return `Outra habilidade já usa a chave "${value}" (${others}). Cada chave deve aparecer uma só vez.`;
    case 'skillName':
      return `Outra habilidade já tem o nome “${value}” (${others}). Em “Minhas habilidades” as duas pareceriam uma só: dê outro nome a uma delas, ou junte as duas.`;
    case 'characterName':
      return `Outro personagem já se chama “${value}” (${others}). Uma pessoa tem uma só aparência em todos os cenários: use o personagem que já existe, ou dê outro nome a este.`;
  }
}

/** The smallest scenario number no other scenario uses: what a new scenario gets. */
export function firstFreeNumber(used: readonly unknown[]): number {
  const taken = new Set(used.filter(isPositiveInteger));
  let number = 1;
  while (taken.has(number)) number += 1;
  return number;
}

/**
 * Numbers below `value` that no scenario uses: with this number, the scenarios would have a gap,
 * the phase a hole, and the export would stop (it needs every number from 1 on).
 */
export function gapMessage(value: unknown, used: readonly unknown[]): string | undefined {
  if (!isPositiveInteger(value)) return undefined;
  const free = firstFreeNumber(used);
  if (free >= value) return undefined;
  return `O número ${free} está livre: com ${value}, a sequência de cenários fica com um buraco e a exportação para. Use o número ${free}, ou publique antes o cenário ${free}.`;
}

export function checkSkillKey(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') {
    return 'Escreva a chave da habilidade: letras minúsculas sem acento e números, palavras separadas por hífen (por exemplo, pedir-ajuda).';
  }
  if (value.length > SKILL_KEY_MAX_LENGTH) {
    return `A chave tem ${value.length} caracteres; o máximo é ${SKILL_KEY_MAX_LENGTH}. Use só as palavras principais (por exemplo, pedir-ajuda).`;
  }
  if (!SKILL_KEY.test(value)) {
    return `A chave "${value}" não serve: use só letras minúsculas sem acento e números, palavras separadas por um hífen, sem hífen no começo ou no fim (por exemplo, pedir-ajuda).`;
  }
  return undefined;
}

/** A localized field's issues, with `message` instead of the general one for a missing pt-BR text. */
function sourceMissingSays(issues: LocalizedIssue[], message: string): LocalizedIssue[] {
  return issues.map((issue) => (issue.message === SOURCE_TEXT_MISSING ? { message } : issue));
}

/** The skill's name, per language: what 'Minhas habilidades' and the scenarios show. */
export function checkSkillName(items: unknown): LocalizedIssue[] {
  return sourceMissingSays(
    checkLocalizedText(items, TEXT_LIMITS.skillName),
    'Escreva o nome da habilidade em Português (Brasil), em poucas palavras que uma criança de 10 anos entenda (por exemplo, “Pedir ajuda”).',
  );
}

/** What the skill is about, per language, in one short sentence. */
export function checkSkillDescription(items: unknown): LocalizedIssue[] {
  return sourceMissingSays(
    checkLocalizedText(items, TEXT_LIMITS.skillDescription),
    'Escreva em Português (Brasil), numa frase curta, o que se pratica nesta habilidade.',
  );
}

/** Why the skill sits under its BNCC general competence: one line for the educators. */
export function checkBnccReason(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') {
    return 'Escreva em uma linha por que esta competência da BNCC combina com a habilidade (por exemplo, “Falar na frente da turma é comunicação.”).';
  }
  if (/[\r\n]/.test(text)) return 'Escreva o motivo em uma linha só, sem quebras de linha.';
  const length = characterCount(text);
  if (length < TEXT_MINIMUMS.bnccReason) {
    return `Motivo curto demais: ${length} caracteres, o mínimo é ${TEXT_MINIMUMS.bnccReason}. Diga o que na habilidade corresponde à competência.`;
  }
  if (length > TEXT_LIMITS.bnccReason) return tooLongMessage(length, TEXT_LIMITS.bnccReason);
  return undefined;
}

export function checkCasel(value: unknown): string | undefined {
  if (isCaselCompetence(value)) return undefined;
  const names = CASEL_COMPETENCES.map(({ title }) => title['pt-BR']).join(', ');
  return value === undefined || value === null || value === ''
    ? `Escolha a competência CASEL desta habilidade: ${names}.`
    : `Competência CASEL desconhecida: "${String(value)}". Escolha uma destas: ${names}.`;
}

export function checkBncc(value: unknown): string | undefined {
  if (isBnccCompetence(value)) return undefined;
  const names = BNCC_COMPETENCES.map(({ id, title }) => `${id} (${title['pt-BR']})`).join(', ');
  return value === undefined || value === null || value === ''
    ? `Escolha a competência geral da BNCC desta habilidade: ${names}.`
    : `Competência da BNCC desconhecida: "${String(value)}". Escolha uma destas: ${names}.`;
}

/**
 * The weekly challenge ('Desafio da semana'), in every language it has: the rules of any
 * localized text, and at least TEXT_MINIMUMS.skillChallenge characters so that it names something
 * concrete to do. The words the content rules forbid are a writing rule of every learner text
 * (writing-rules.ts), the challenge's included.
 */
export function checkChallengeText(items: unknown): LocalizedIssue[] {
  const issues = sourceMissingSays(
    checkLocalizedText(items, TEXT_LIMITS.skillChallenge),
    'Escreva o desafio da semana em Português (Brasil): é o texto que o app mostra quando falta uma tradução.',
  );
  if (!Array.isArray(items)) return issues;
  const reported = new Set(issues.map((issue) => issue.itemKey));
  for (const item of items as unknown[]) {
    const { _key, language, value } = (item ?? {}) as Record<string, unknown>;
    const itemKey = typeof _key === 'string' ? _key : undefined;
    if (typeof language !== 'string' || !isLocale(language) || typeof value !== 'string') continue;
    if (itemKey !== undefined && reported.has(itemKey)) continue;
    const text = value.trim();
    if (text === '') continue;
    const length = characterCount(text);
    if (length < TEXT_MINIMUMS.skillChallenge) {
      issues.push({
        itemKey,
        language,
        message: `Desafio curto demais: ${length} caracteres, o mínimo é ${TEXT_MINIMUMS.skillChallenge}. Diga quando, o quê e com quem (por exemplo, “Nesta semana, cumprimente um colega novo pelo nome.”).`,
      });
    }
  }
  return issues;
}

/**
 * A skill's steps (docs/decisions/0064): three or four short steps a child can remember, shown
 * with the feedback of the skill's scenarios and on 'Minhas habilidades'.
 */
export const SKILL_STEP_COUNT = { min: 3, max: 4 } as const;

export function checkSkillStepCount(steps: unknown): string | undefined {
  const count = Array.isArray(steps) ? steps.length : 0;
  const { min, max } = SKILL_STEP_COUNT;
  if (count >= min && count <= max) return undefined;
  return `Uma habilidade tem de ${min} a ${max} passos (agora há ${count}). ${count < min ? 'Escreva' : 'Junte ou corte'} passos curtos que uma criança consiga lembrar, como “Pare”, “Respire”, “Diga como se sente”.`;
}

const STEP_FULL_STOP =
  'Tire o ponto final: os passos aparecem numa linha só, separados por “·” (por exemplo, “Pare · Respire · Diga como se sente”).';

/** One step in one language, as the bundle carries it: a few words, no final full stop. */
export function checkSkillStep(text: unknown): string | undefined {
  const value = typeof text === 'string' ? text.trim() : '';
  if (value === '') return 'Escreva o passo: um verbo e poucas palavras (por exemplo, “Respire”).';
  const length = characterCount(value);
  if (length > TEXT_LIMITS.skillStep) {
    return `Passo longo demais: ${length} caracteres, o máximo é ${TEXT_LIMITS.skillStep}. Use um verbo e poucas palavras, que uma criança consiga lembrar.`;
  }
  if (value.endsWith('.')) return STEP_FULL_STOP;
  return undefined;
}

/**
 * One step's text, per language: the rules of any localized text (pt-BR required, at most
 * TEXT_LIMITS.skillStep characters), and no final full stop.
 */
export function checkSkillStepText(items: unknown): LocalizedIssue[] {
  const issues = sourceMissingSays(
    checkLocalizedText(items, TEXT_LIMITS.skillStep),
    'Escreva este passo em Português (Brasil): um verbo e poucas palavras (por exemplo, “Respire”).',
  );
  if (!Array.isArray(items)) return issues;
  for (const item of items as unknown[]) {
    const { _key, language, value } = (item ?? {}) as Record<string, unknown>;
    if (typeof language !== 'string' || !isLocale(language) || typeof value !== 'string') continue;
    if (!value.trim().endsWith('.')) continue;
    issues.push({
      itemKey: typeof _key === 'string' ? _key : undefined,
      language,
      message: STEP_FULL_STOP,
    });
  }
  return issues;
}

/**
 * The languages a step has no text in (a warning, not an error: the app shows the pt-BR step
 * until it is translated, as it does every text; docs/decisions/0064).
 */
export function missingStepTranslations(items: unknown): LocalizedIssue[] {
  const present = new Set(
    (Array.isArray(items) ? (items as unknown[]) : []).flatMap((item) => {
      const { language, value } = (item ?? {}) as Record<string, unknown>;
      return typeof language === 'string' && typeof value === 'string' && value.trim() !== ''
        ? [language]
        : [];
    }),
  );
  if (!present.has(SOURCE_LOCALE)) return [];
  return LOCALE_IDS.filter((language) => !present.has(language)).map((language) => ({
    message: `Falta este passo em ${language}: até ele ser traduzido, o app mostra o passo em Português (Brasil) a quem lê em ${language}.`,
  }));
}

/** A key made from a name, as the Studio's “Gerar” button makes it: “Dizer não” → dizer-nao. */
export function skillKeyFrom(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let key = '';
  for (const word of words) {
    const next = key === '' ? word : `${key}-${word}`;
    if (next.length > SKILL_KEY_MAX_LENGTH) break;
    key = next;
  }
  return key;
}

export { SKILL_KEY_MAX_LENGTH };
