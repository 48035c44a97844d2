import { expect, test } from 'vitest';
import {
  answerCueIssues,
  checkWriting,
  closingQuestionIssue,
  feedbackSentenceIssue,
  forbiddenWordIssue,
  writingErrors,
  type CueScenario,
} from './writing-rules.ts';

const texts = (ptBR: string, en?: string) => [
  { _key: 'pt', language: 'pt-BR', value: ptBR },
  ...(en === undefined ? [] : [{ _key: 'en', language: 'en', value: en }]),
];

test('a forbidden word in pt-BR feedback is an error that names the word and says what to write', () => {
  expect(forbiddenWordIssue('Isso foi errado. Tente de novo.', 'pt-BR', 'feedback')).toEqual({
    rule: 'forbidden-word',
    level: 'error',
    language: 'pt-BR',
    message:
      '“errado” é uma palavra que a gente não usa com o aluno: ela envergonha em vez de ensinar. Diga o que a outra pessoa sente e o que funciona melhor.',
  });
});

test('several forbidden words are named once each, in lower case, in one message', () => {
  expect(
    forbiddenWordIssue('Errado e feio. Muito feio, errado!', 'pt-BR', 'situation')?.message,
  ).toBe(
    '“errado” e “feio” são palavras que a gente não usa com o aluno: elas envergonham em vez de ensinar. Conte o que acontece, sem julgar ninguém.',
  );
});

test('“mal-educado” is one word, and words that only contain a forbidden one are not it', () => {
  expect(forbiddenWordIssue('Ele foi mal-educada.', 'pt-BR', 'title')?.message).toMatch(
    /^“mal-educada” é uma palavra/,
  );
  expect(
    forbiddenWordIssue('Ele errou, foi mal e ficou feiosinho de sono.', 'pt-BR', 'feedback'),
  ).toBeUndefined();
  expect(forbiddenWordIssue('A wronged friend.', 'en', 'feedback')).toBeUndefined();
});

test('in English a forbidden word is a warning, with the reason, except in the weekly challenge', () => {
  const feedback = forbiddenWordIssue(
    'Your dad may think he did something wrong.',
    'en',
    'feedback',
  );
  expect(feedback?.level).toBe('warning');
  expect(feedback?.message).toMatch(
    /Em inglês, “wrong” e “rude” também dizem só um fato \(“got the question wrong”\); se o texto não julga ninguém, pode ficar\.$/,
  );
  expect(forbiddenWordIssue('Say sorry when you were rude.', 'en', 'challenge')).toMatchObject({
    level: 'error',
    message: expect.stringMatching(
      /^“rude” é uma palavra .* Diga o que fazer, de forma positiva\.$/,
    ),
  });
});

test('in a choice a forbidden word is a warning in every language: a mistake may say it', () => {
  expect(forbiddenWordIssue('Digo: “Que feia.”', 'pt-BR', 'choice')).toMatchObject({
    level: 'warning',
    message: expect.stringMatching(
      /confira que o retorno explica o que ela faz a outra pessoa sentir/,
    ),
  });
});

test('a feedback may repeat the forbidden word its choice says, and only that one', () => {
  const choiceText = texts(
    'Digo: “Casa de madeira fica feia.”',
    'I say, “Wooden houses look ugly.”',
  );
  const feedback = texts(
    'Dizer que a casa fica feia magoa o Enzo. Diga o que você prefere.',
    'Saying the houses look ugly hurts Enzo. That was wrong. Say what you like.',
  );
  expect(checkWriting(feedback, 'feedback', { choiceText })).toEqual([
    expect.objectContaining({ rule: 'forbidden-word', language: 'en', itemKey: 'en' }),
  ]);
  expect(checkWriting(feedback, 'feedback', { choiceText })[0]?.message).toMatch(/^“wrong”/);
  // Without its choice, the pt-BR feedback's word is an error.
  expect(writingErrors(feedback, 'feedback')).toEqual([
    expect.objectContaining({ language: 'pt-BR', itemKey: 'pt', level: 'error' }),
  ]);
});

test('feedback of 2 to 4 sentences passes; 1 or 5 is a warning saying what to do', () => {
  expect(feedbackSentenceIssue('Ele fica triste. Pergunte antes.', 'pt-BR')).toBeUndefined();
  expect(feedbackSentenceIssue('Um. Dois. Três. Quatro.', 'pt-BR')).toBeUndefined();
  expect(feedbackSentenceIssue('Um. Dois. Três. Quatro. Cinco.', 'pt-BR')).toEqual({
    rule: 'feedback-sentences',
    level: 'warning',
    language: 'pt-BR',
    message:
      'O retorno tem 5 frases; o combinado é de 2 a 4: quem lê pula um retorno longo. Fique com o que a outra pessoa sente ou pensa e o que funciona melhor, e junte ou corte o resto.',
  });
  expect(feedbackSentenceIssue('Ele fica triste.', 'pt-BR')?.message).toBe(
    'O retorno tem 1 frase; o combinado é de 2 a 4: diga o que a outra pessoa sente ou pensa e, em outra frase, o que funciona melhor.',
  );
});

test('a quoted line counts with the sentence that brings it, and “Sr.” ends no sentence', () => {
  expect(
    feedbackSentenceIssue(
      'O Sr. Paulo fica contente. Você pode dizer: “Oi! Posso ajudar? Eu seguro.” Assim ele sabe.',
      'pt-BR',
    ),
  ).toBeUndefined();
  expect(
    feedbackSentenceIssue('Mr. Silva feels left out. You could say, “Hi! Can I help?”', 'en'),
  ).toBeUndefined();
  expect(feedbackSentenceIssue('Mr. Silva feels left out.', 'en')?.message).toMatch(
    /^O retorno tem 1 frase;/,
  );
});

test('a situation ends with a question to the reader, in either language', () => {
  expect(closingQuestionIssue('Ana chora no recreio. O que você faz?', 'pt-BR')).toBeUndefined();
  expect(closingQuestionIssue('Ana cries at break. What do you do?', 'en')).toBeUndefined();
  expect(closingQuestionIssue('Ana chora no recreio.', 'pt-BR')).toEqual({
    rule: 'closing-question',
    level: 'warning',
    language: 'pt-BR',
    message:
      'A situação termina sem pergunta: termine com a pergunta para quem lê, por exemplo “O que você faz?”',
  });
  expect(closingQuestionIssue('Ana cries at break. What do you do', 'en')?.message).toMatch(
    /por exemplo “What do you do\?”$/,
  );
});

test('a question inside quotes is a character’s: the reader still needs to be asked', () => {
  expect(
    closingQuestionIssue('Ana olha para você e pergunta: “Quer brincar?”', 'pt-BR')?.message,
  ).toBe(
    'A situação termina com a pergunta de um personagem, entre aspas, e não com uma pergunta para quem lê: depois dela, pergunte ao aluno, por exemplo “O que você faz?”',
  );
  expect(
    closingQuestionIssue('Ana pergunta: “Quer brincar?” O que você responde?', 'pt-BR'),
  ).toBeUndefined();
});

test('the rules a text gets follow its kind; empty and unknown languages are left to the other rules', () => {
  const oneSentence = texts('Ana chora.', 'Ana cries.');
  expect(checkWriting(oneSentence, 'title')).toEqual([]);
  expect(checkWriting(oneSentence, 'feedback').map((issue) => issue.rule)).toEqual([
    'feedback-sentences',
    'feedback-sentences',
  ]);
  expect(checkWriting(oneSentence, 'situation').map((issue) => issue.itemKey)).toEqual([
    'pt',
    'en',
  ]);
  expect(
    checkWriting(
      [
        { _key: 'x', language: 'fr', value: 'Errado.' },
        { _key: 'y', language: 'pt-BR', value: '  ' },
      ],
      'feedback',
    ),
  ).toEqual([]);
  expect(checkWriting(undefined, 'feedback')).toEqual([]);
});

/** A scenario of `stage` whose choices have these pt-BR texts; the one at `correct` is right. */
const scenario = (stage: number, choiceTexts: string[], correct = 0): CueScenario => ({
  stage,
  choices: choiceTexts.map((text, index) => ({ text: texts(text), isCorrect: index === correct })),
});
const longest = (stage: number) => scenario(stage, ['a mais longa de todas', 'curta', 'média'], 0);
const shortest = (stage: number) => scenario(stage, ['oi', 'a mais longa de todas', 'média'], 0);
const middle = (stage: number) => scenario(stage, ['média', 'a mais longa de todas', 'oi'], 0);

test('a correct choice that is the longest is no warning while its phase stays within 40 %', () => {
  const phase = [longest(1), shortest(1), shortest(1), middle(1), middle(1)];
  expect(answerCueIssues(longest(1), phase.slice(0, 4))).toEqual([]);
});

test('the longest correct choice above 40 % of its phase is a warning that counts and says what to do', () => {
  const others = [
    ...[longest(1), longest(1), shortest(1), middle(1)],
    ...[shortest(2), middle(2), shortest(3), middle(3)],
  ];
  expect(answerCueIssues(longest(1), others)).toEqual([
    {
      rule: 'longest-correct',
      level: 'warning',
      language: 'pt-BR',
      message:
        'Em português, a escolha correta é a mais longa das três: com este cenário, a correta é a mais longa em 3 de 5 cenários da fase 1 (60 %); o combinado é no máximo 40 %, para que o tamanho não entregue a resposta a quem não leu. Deixe uma escolha errada mais longa com um detalhe concreto, ou a correta mais curta.',
    },
  ]);
});

test('over all scenarios, any position above 40 % is a warning; ties count as the middle', () => {
  const tied = scenario(3, ['igual', 'igual', 'oi'], 0);
  const others = [shortest(1), shortest(2), middle(3), middle(4), longest(5), tied];
  expect(answerCueIssues(middle(1), others)).toEqual([
    expect.objectContaining({
      rule: 'length-position',
      message: expect.stringMatching(
        /^Em português, a escolha correta é a do meio em tamanho: com este cenário, a correta é a do meio em 4 de 7 cenários de todo o conteúdo \(57 %\)/,
      ),
    }),
  ]);
  expect(answerCueIssues(longest(2), others)).toEqual([]);
});

test('with fewer than 5 scenarios a share says nothing', () => {
  expect(answerCueIssues(longest(1), [longest(1), longest(1), longest(1)])).toEqual([]);
});

test('a scenario without three choices, one correct, in a language is not measured in it', () => {
  const others = [longest(1), longest(1), longest(1), longest(1)];
  expect(answerCueIssues(scenario(1, ['a mais longa de todas', 'curta'], 0), others)).toEqual([]);
  expect(answerCueIssues({ stage: 1, choices: longest(1).choices }, others)).toHaveLength(2);
  // In English there is no text: nothing to say.
  expect(answerCueIssues(longest(1), others).every((issue) => issue.language === 'pt-BR')).toBe(
    true,
  );
});

test('a manner phrase in the correct choice that no wrong choice of the content carries is a warning', () => {
  const calm = scenario(2, ['Digo com calma: “Pare.”', 'Grito com ele.', 'Saio da sala.'], 0);
  expect(answerCueIssues(calm, [])).toEqual([
    {
      rule: 'manner-phrase',
      level: 'warning',
      language: 'pt-BR',
      message:
        'Em português, a escolha correta diz “com calma”, e nenhuma escolha errada do conteúdo diz: o jeito de falar vira pista, e o aluno acerta sem ler a ideia. Diga o que a pessoa faz ou fala (por exemplo, “Bato na porta e digo: …”), ou dê o mesmo jeito a uma escolha errada com uma ideia ruim.',
    },
  ]);
  const wrongCalm = scenario(4, ['Peço a vez.', 'Saio com calma, sem falar.', 'Empurro.'], 0);
  expect(answerCueIssues(calm, [wrongCalm])).toEqual([]);
});

test('the English cues are measured on the English texts', () => {
  const calmly: CueScenario = {
    stage: 1,
    choices: [
      { text: texts('Digo: “Pare.”', 'I calmly say, “Stop.”'), isCorrect: true },
      { text: texts('Grito.', 'I shout.'), isCorrect: false },
      { text: texts('Saio.', 'I leave.'), isCorrect: false },
    ],
  };
  expect(answerCueIssues(calmly, [])).toEqual([
    expect.objectContaining({
      language: 'en',
      message: expect.stringMatching(/^Em inglês, a escolha correta diz “calmly”/),
    }),
  ]);
});

/** A scenario where only the correct choice asks, only a wrong one asks, or none asks. */
const correctAsks = (stage: number) =>
  scenario(stage, ['Pergunto: “Posso ir?”', 'Saio da sala sem falar.', 'Grito com ele.'], 0);
const wrongAsks = (stage: number) =>
  scenario(stage, ['Peço a vez.', 'Digo: “Por que você sempre faz isso?”', 'Grito.'], 0);

test('the only question in the correct choice is a warning when, with it, it is the correct one in more than half of its phase', () => {
  const phase = [correctAsks(1), correctAsks(1), wrongAsks(1), wrongAsks(1)];
  const issues = answerCueIssues(correctAsks(1), phase);
  expect(issues.filter((issue) => issue.rule === 'question-cue')).toEqual([
    {
      rule: 'question-cue',
      level: 'warning',
      language: 'pt-BR',
      message:
        'Em português, só a escolha correta faz uma pergunta (“?”): com este cenário, onde só uma escolha pergunta, ela é a correta em 3 de 5 cenários da fase 1 (60 %); o combinado é no máximo 50 %, para que o ponto de interrogação não entregue a resposta. Dê a uma escolha errada uma pergunta que uma criança faria (uma que pressiona, como “Por que você sempre…?”, ou que foge do assunto), ou diga a correta sem pergunta (“Peço…”, “Pergunto se…”).',
    },
  ]);
});

test('the question cue is no warning at half, below five scenarios, or when a wrong choice asks too', () => {
  const even = [correctAsks(1), wrongAsks(1), wrongAsks(1), wrongAsks(1), correctAsks(1)];
  expect(answerCueIssues(correctAsks(1), even).map((issue) => issue.rule)).not.toContain(
    'question-cue',
  );
  expect(answerCueIssues(correctAsks(1), [correctAsks(1), correctAsks(1)])).toEqual([]);
  const bothAsk = scenario(1, ['Pergunto: “Posso ir?”', 'Digo: “Por quê?”', 'Grito.'], 0);
  const cued = [correctAsks(1), correctAsks(1), correctAsks(1), correctAsks(1)];
  expect(answerCueIssues(bothAsk, cued).map((issue) => issue.rule)).not.toContain('question-cue');
  expect(answerCueIssues(wrongAsks(1), cued).map((issue) => issue.rule)).not.toContain(
    'question-cue',
  );
});

test('over all scenarios the question cue counts every phase', () => {
  const others = [correctAsks(2), correctAsks(3), correctAsks(4), wrongAsks(5)];
  const issues = answerCueIssues(correctAsks(1), others);
  expect(issues.filter((issue) => issue.rule === 'question-cue')).toEqual([
    expect.objectContaining({
      rule: 'question-cue',
      message: expect.stringMatching(
        /ela é a correta em 4 de 5 cenários de todo o conteúdo \(80 %\)/,
      ),
    }),
  ]);
});
