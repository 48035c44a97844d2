// The writing rules of docs/content/README.md ("The rules every scenario follows") as checks an
// author sees while typing: words that shame, feedback of 2 to 4 sentences, a situation that ends
// with a question to the reader, and the answer cues (length, manner phrases). Pure: the Studio
// shows the issues under the field, the export refuses the errors, and `pnpm quality` measures
// the same things with the same pieces (text-units.ts, answer-length.ts, manner-phrases.ts).
// Which rule is an error and which a warning, and why: docs/decisions/0058-writing-rules-as-the-author-types.md.
import {
  LENGTH_POSITION_MAX_PERCENT,
  lengthPosition,
  type LengthPosition,
} from './answer-length.ts';
import { forbiddenWordsIn } from './forbidden-words.ts';
import { isLocale, LOCALE_IDS, type Locale } from './locales.ts';
import { containsPhrase, MANNER_PHRASES } from './manner-phrases.ts';
import { loneQuestion, QUESTION_CUE_MAX_PERCENT } from './question-cue.ts';
import { splitSentences } from './text-units.ts';

export type WritingLevel = 'error' | 'warning';

export type WritingRule =
  | 'forbidden-word'
  | 'feedback-sentences'
  | 'closing-question'
  | 'longest-correct'
  | 'length-position'
  | 'manner-phrase'
  | 'question-cue';

/** One broken writing rule in one language; `itemKey` names the translation it is about. */
export type WritingIssue = {
  rule: WritingRule;
  level: WritingLevel;
  language: Locale;
  itemKey?: string;
  message: string;
};

/**
 * What a text is to the learner, which decides the rules it gets and what its messages advise:
 * a scenario's `situation` ends with a question, a `feedback` has 2 to 4 sentences, a `choice`
 * is what the learner might say or do (its mistakes may use a harsh word on purpose).
 */
export type TextKind =
  'title' | 'situation' | 'choice' | 'feedback' | 'name' | 'description' | 'challenge' | 'step';

/** Feedback for every choice, 2 to 4 sentences (docs/content/README.md). */
export const FEEDBACK_SENTENCES = { min: 2, max: 4 } as const;

const LANGUAGE_NAMES: Record<Locale, string> = { 'pt-BR': 'português', en: 'inglês' };

const quoted = (words: readonly string[]) => words.map((word) => `“${word}”`).join(' e ');

const FORBIDDEN_ADVICE: Record<TextKind, string> = {
  title: 'Diga do que a situação trata, sem julgar ninguém.',
  situation: 'Conte o que acontece, sem julgar ninguém.',
  choice:
    'Numa escolha errada ela pode ser a fala do engano: confira que o retorno explica o que ela faz a outra pessoa sentir.',
  feedback: 'Diga o que a outra pessoa sente e o que funciona melhor.',
  name: 'Diga o que se pratica, de forma positiva.',
  description: 'Diga o que fazer, de forma positiva.',
  challenge: 'Diga o que fazer, de forma positiva.',
  step: 'Diga o que fazer, com um verbo, de forma positiva.',
};

/**
 * Whether a forbidden word stops publishing (decision 0058): in pt-BR, the language of the rule's
 * words, in every text the app says to the learner; in every language in the weekly challenge,
 * as before. A choice is what the learner might say, and in English "wrong" and "rude" also state
 * plain facts ("got the question wrong"): there it is a warning with the reason.
 */
function forbiddenWordLevel(kind: TextKind, language: Locale): WritingLevel {
  if (kind === 'challenge') return 'error';
  return language === 'pt-BR' && kind !== 'choice' ? 'error' : 'warning';
}

/**
 * The forbidden words of one text. `allowed`: words the text may repeat, those of the choice a
 * feedback answers ("dizer que a casa de madeira fica feia" names what the learner chose to say).
 */
export function forbiddenWordIssue(
  text: string,
  language: Locale,
  kind: TextKind,
  allowed: readonly string[] = [],
): Omit<WritingIssue, 'itemKey'> | undefined {
  const repeated = new Set(allowed.map((word) => word.toLocaleLowerCase(language)));
  const words = [
    ...new Set(
      forbiddenWordsIn(text, language)
        .map((word) => word.toLocaleLowerCase(language))
        .filter((word) => !repeated.has(word)),
    ),
  ];
  if (words.length === 0) return undefined;
  const level = forbiddenWordLevel(kind, language);
  const which =
    words.length === 1
      ? `${quoted(words)} é uma palavra que a gente não usa com o aluno: ela envergonha em vez de ensinar.`
      : `${quoted(words)} são palavras que a gente não usa com o aluno: elas envergonham em vez de ensinar.`;
  const reason =
    level === 'warning' && language === 'en' && kind !== 'choice'
      ? ' Em inglês, “wrong” e “rude” também dizem só um fato (“got the question wrong”); se o texto não julga ninguém, pode ficar.'
      : '';
  return {
    rule: 'forbidden-word',
    level,
    language,
    message: `${which} ${FORBIDDEN_ADVICE[kind]}${reason}`,
  };
}

/** A feedback of fewer than 2 or more than 4 sentences; a quoted line counts with its sentence. */
export function feedbackSentenceIssue(
  text: string,
  language: Locale,
): Omit<WritingIssue, 'itemKey'> | undefined {
  const count = splitSentences(text, { splitQuotedSpeech: false }).length;
  const { min, max } = FEEDBACK_SENTENCES;
  if (count >= min && count <= max) return undefined;
  const sentences = count === 1 ? '1 frase' : `${count} frases`;
  const todo =
    count < min
      ? 'diga o que a outra pessoa sente ou pensa e, em outra frase, o que funciona melhor.'
      : 'quem lê pula um retorno longo. Fique com o que a outra pessoa sente ou pensa e o que funciona melhor, e junte ou corte o resto.';
  return {
    rule: 'feedback-sentences',
    level: 'warning',
    language,
    message: `O retorno tem ${sentences}; o combinado é de ${min} a ${max}: ${todo}`,
  };
}

const EXAMPLE_QUESTION: Record<Locale, string> = {
  'pt-BR': '“O que você faz?”',
  en: '“What do you do?”',
};

/** Closing quotes and brackets that may follow a sentence's last mark. */
const CLOSING = /[”"»’')\]]+$/u;

/**
 * A situation that does not end with a question to the reader. A question inside quotes is a
 * character's ("Ela pergunta: “Quer brincar?”"): the reader still needs to be asked.
 */
export function closingQuestionIssue(
  text: string,
  language: Locale,
): Omit<WritingIssue, 'itemKey'> | undefined {
  const last = splitSentences(text).at(-1) ?? '';
  const example = EXAMPLE_QUESTION[language];
  if (last.endsWith('?')) return undefined;
  const fromCharacter = CLOSING.test(last) && last.replace(CLOSING, '').endsWith('?');
  return {
    rule: 'closing-question',
    level: 'warning',
    language,
    message: fromCharacter
      ? `A situação termina com a pergunta de um personagem, entre aspas, e não com uma pergunta para quem lê: depois dela, pergunte ao aluno, por exemplo ${example}`
      : `A situação termina sem pergunta: termine com a pergunta para quem lê, por exemplo ${example}`,
  };
}

type LocalizedItem = { itemKey?: string; language: Locale; text: string };

/** The translations of a localized field that have a known language and a text. */
function itemsOf(items: unknown): LocalizedItem[] {
  if (!Array.isArray(items)) return [];
  return (items as unknown[]).flatMap((item) => {
    const { _key, language, value } = (item ?? {}) as Record<string, unknown>;
    if (typeof language !== 'string' || !isLocale(language) || typeof value !== 'string') return [];
    const text = value.trim();
    if (text === '') return [];
    return [{ itemKey: typeof _key === 'string' ? _key : undefined, language, text }];
  });
}

export type WritingContext = {
  /** For a feedback: the text of the choice it answers (a localized field's items). */
  choiceText?: unknown;
};

/**
 * The writing rules of one localized field, every language: errors and warnings together (the
 * Studio shows both; the export refuses the errors, `writingErrors`).
 */
export function checkWriting(
  items: unknown,
  kind: TextKind,
  { choiceText }: WritingContext = {},
): WritingIssue[] {
  const choiceTexts = itemsOf(choiceText);
  return itemsOf(items).flatMap(({ itemKey, language, text }) => {
    const choice = choiceTexts.find((item) => item.language === language)?.text ?? '';
    const allowed = kind === 'feedback' ? forbiddenWordsIn(choice, language) : [];
    const issues = [
      forbiddenWordIssue(text, language, kind, allowed),
      kind === 'feedback' ? feedbackSentenceIssue(text, language) : undefined,
      kind === 'situation' ? closingQuestionIssue(text, language) : undefined,
    ];
    return issues
      .filter((issue) => issue !== undefined)
      .map((issue) => (itemKey === undefined ? issue : { ...issue, itemKey }));
  });
}

/** Only the writing rules that stop publishing and the export. */
export function writingErrors(
  items: unknown,
  kind: TextKind,
  context: WritingContext = {},
): WritingIssue[] {
  return checkWriting(items, kind, context).filter((issue) => issue.level === 'error');
}

/** A scenario as the answer-cue rules read it: the Studio's document, localized choices. */
export type CueScenario = { stage?: unknown; choices?: unknown };

type TextChoice = { text: string; isCorrect: boolean };

/**
 * The scenario's three choices in one language, or undefined when it has not three, one correct,
 * each with a text in that language (other rules report those, or the translation is missing).
 */
function choicesIn(scenario: CueScenario, language: Locale): TextChoice[] | undefined {
  const { choices } = scenario;
  if (!Array.isArray(choices) || choices.length !== 3) return undefined;
  const texts = (choices as unknown[]).map((choice) => {
    const { text, isCorrect } = (choice ?? {}) as Record<string, unknown>;
    const item = itemsOf(text).find((candidate) => candidate.language === language);
    return item && { text: item.text, isCorrect: isCorrect === true };
  });
  if (texts.some((choice) => choice === undefined)) return undefined;
  const complete = texts as TextChoice[];
  return complete.filter((choice) => choice.isCorrect).length === 1 ? complete : undefined;
}

/** Below this many scenarios a share says nothing (two scenarios are always 50 % each). */
export const MIN_SCENARIOS_FOR_SHARE = 5;

const POSITION_WORDS: Record<LengthPosition, { is: string; already: string; todo: string }> = {
  longest: {
    is: 'a mais longa das três',
    already: 'a mais longa',
    todo: 'Deixe uma escolha errada mais longa com um detalhe concreto, ou a correta mais curta.',
  },
  shortest: {
    is: 'a mais curta das três',
    already: 'a mais curta',
    todo: 'Deixe uma escolha errada mais curta, ou a correta com um detalhe concreto a mais.',
  },
  middle: {
    is: 'a do meio em tamanho',
    already: 'a do meio',
    todo: 'Deixe uma escolha errada mais longa ou mais curta do que a correta.',
  },
};

const percent = (count: number, total: number) =>
  `${((count / total) * 100).toLocaleString('pt-BR', { maximumFractionDigits: 0 })} %`;

function lengthCueIssues(
  scenario: CueScenario,
  others: readonly CueScenario[],
  language: Locale,
): WritingIssue[] {
  const choices = choicesIn(scenario, language);
  if (!choices) return [];
  const position = lengthPosition(choices);
  const words = POSITION_WORDS[position];
  const measured = others.flatMap((other) => {
    const otherChoices = choicesIn(other, language);
    return otherChoices ? [{ stage: other.stage, position: lengthPosition(otherChoices) }] : [];
  });
  const issues: WritingIssue[] = [];
  const opening = `Em ${LANGUAGE_NAMES[language]}, a escolha correta é ${words.is}`;
  const advice = `o combinado é no máximo ${LENGTH_POSITION_MAX_PERCENT} %, para que o tamanho não entregue a resposta a quem não leu. ${words.todo}`;
  // Per phase: the correct choice is the longest in at most 40 % of a phase's scenarios.
  if (position === 'longest' && typeof scenario.stage === 'number') {
    const phase = measured.filter((other) => other.stage === scenario.stage);
    const count = 1 + phase.filter((other) => other.position === 'longest').length;
    const total = 1 + phase.length;
    if (total >= MIN_SCENARIOS_FOR_SHARE && count * 100 > LENGTH_POSITION_MAX_PERCENT * total) {
      issues.push({
        rule: 'longest-correct',
        level: 'warning',
        language,
        message: `${opening}: com este cenário, a correta é a mais longa em ${count} de ${total} cenários da fase ${scenario.stage} (${percent(count, total)}); ${advice}`,
      });
    }
  }
  // Over all scenarios: each position holds the correct choice in at most 40 %.
  const count = 1 + measured.filter((other) => other.position === position).length;
  const total = 1 + measured.length;
  if (total >= MIN_SCENARIOS_FOR_SHARE && count * 100 > LENGTH_POSITION_MAX_PERCENT * total) {
    issues.push({
      rule: 'length-position',
      level: 'warning',
      language,
      message: `${opening}: com este cenário, a correta é ${words.already} em ${count} de ${total} cenários de todo o conteúdo (${percent(count, total)}); ${advice}`,
    });
  }
  return issues;
}

function mannerCueIssues(
  scenario: CueScenario,
  others: readonly CueScenario[],
  language: Locale,
): WritingIssue[] {
  const choices = choicesIn(scenario, language);
  if (!choices) return [];
  const correct = choices.find((choice) => choice.isCorrect)!;
  const wrongTexts = [scenario, ...others].flatMap((other) =>
    (choicesIn(other, language) ?? [])
      .filter((choice) => !choice.isCorrect)
      .map((choice) => choice.text),
  );
  return MANNER_PHRASES[language]
    .filter((phrase) => containsPhrase(correct.text, phrase))
    .filter((phrase) => !wrongTexts.some((text) => containsPhrase(text, phrase)))
    .map((phrase) => ({
      rule: 'manner-phrase' as const,
      level: 'warning' as const,
      language,
      message: `Em ${LANGUAGE_NAMES[language]}, a escolha correta diz “${phrase}”, e nenhuma escolha errada do conteúdo diz: o jeito de falar vira pista, e o aluno acerta sem ler a ideia. Diga o que a pessoa faz ou fala (por exemplo, “Bato na porta e digo: …”), ou dê o mesmo jeito a uma escolha errada com uma ideia ruim.`,
    }));
}

/**
 * The question mark as a cue: this scenario's correct choice is the only one that asks, and, with
 * it, the lone question is the correct choice in more than half of the scenarios that have one, in
 * its phase or in all the content (docs/decisions/0065).
 */
function questionCueIssues(
  scenario: CueScenario,
  others: readonly CueScenario[],
  language: Locale,
): WritingIssue[] {
  const choices = choicesIn(scenario, language);
  if (!choices || loneQuestion(choices) !== 'correct') return [];
  const measured = others.flatMap((other) => {
    const otherChoices = choicesIn(other, language);
    const lone = otherChoices && loneQuestion(otherChoices);
    return lone ? [{ stage: other.stage, lone }] : [];
  });
  const phase = measured.filter((other) => other.stage === scenario.stage);
  const scopes = [
    ...(typeof scenario.stage === 'number'
      ? [{ of: phase, where: `cenários da fase ${scenario.stage}` }]
      : []),
    { of: measured, where: 'cenários de todo o conteúdo' },
  ];
  for (const { of, where } of scopes) {
    const count = 1 + of.filter((other) => other.lone === 'correct').length;
    const total = 1 + of.length;
    if (total < MIN_SCENARIOS_FOR_SHARE || count * 100 <= QUESTION_CUE_MAX_PERCENT * total)
      continue;
    return [
      {
        rule: 'question-cue',
        level: 'warning',
        language,
        message: `Em ${LANGUAGE_NAMES[language]}, só a escolha correta faz uma pergunta (“?”): com este cenário, onde só uma escolha pergunta, ela é a correta em ${count} de ${total} ${where} (${percent(count, total)}); o combinado é no máximo ${QUESTION_CUE_MAX_PERCENT} %, para que o ponto de interrogação não entregue a resposta. Dê a uma escolha errada uma pergunta que uma criança faria (uma que pressiona, como “Por que você sempre…?”, ou que foge do assunto), ou diga a correta sem pergunta (“Peço…”, “Pergunto se…”).`,
      },
    ];
  }
  return [];
}

/**
 * The answer cues of one scenario, every language, measured with the other scenarios of the
 * content (each once: a draft stands for its document): the correct choice's length position,
 * manner phrases only correct choices carry (docs/decisions/0042) and the question mark only the
 * correct choice has (docs/decisions/0065). Warnings only.
 */
export function answerCueIssues(
  scenario: CueScenario,
  others: readonly CueScenario[],
): WritingIssue[] {
  return LOCALE_IDS.flatMap((language) => [
    ...lengthCueIssues(scenario, others, language),
    ...mannerCueIssues(scenario, others, language),
    ...questionCueIssues(scenario, others, language),
  ]);
}
