// Brazilian-Portuguese idioms and irony markers that a literal-minded reader (many of our
// learners are autistic) may take word for word. A scenario may use one on purpose, to teach
// it, but then its feedback should name it in quotes and say what it means.
//
// Each pattern tolerates conjugation: a regular verb is its stem plus any letters ("pis" →
// pisar, pisou, pisei, pisando), an irregular one lists its forms. Patterns are matched case-
// insensitively on NFC text, between letter boundaries. They aim at the figurative use: where
// a literal reading is common in children's stories ("dar o bolo", "abrir o jogo" on a tablet)
// the pattern excludes it with a lookahead, or the hit is left for an educator to judge.

export type FigureKind = 'expressão idiomática' | 'ironia';

export type Figure = { name: string; kind: FigureKind; pattern: RegExp };

/** A regular verb: its stem and any ending. */
const verb = (stem: string) => `${stem}\\p{L}*`;
const forms = (...words: string[]) => `(?:${words.join('|')})`;

/** An irregular verb: the forms a scenario may use, separated by spaces. */
const irregular = (list: string) => forms(...list.split(' '));

const DAR = irregular(
  'dar dá dás damos dão dou deu dei demos deram dava davas dávamos davam dando dado dada der dermos derem dê dês deem desse dessem daria dariam darei dará darão',
);
const ESTAR = irregular(
  'estar está estás estamos estão estou estava estavam estive esteve estiveram estando estado esteja estejam estivesse estará estaria tá tô tava tavam',
);
const FAZER = irregular(
  'fazer faz fazem fazemos fazendo fazia faziam faço faça façam fará faria farão fez fiz fizemos fizeram feito fizesse',
);
const CAIR = irregular(
  'cair cai caiu caíram caía caíam caindo caído caia caiam cairá cairia caísse',
);
const IR = irregular('ir vou vai vais vamos vão ia iam fui foi foram indo vá');
const FICAR = forms(verb('fic'), verb('fiqu'));
const LEVAR = verb('lev');

/** The words of an expression, separated by any whitespace, between letter boundaries. */
function expression(...words: string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${words.join('\\s+')}(?![\\p{L}\\p{N}])`, 'giu');
}
const either = (...alternatives: string[][]) =>
  forms(...alternatives.map((words) => words.join('\\s+')));

const idiom = (name: string, ...words: string[]): Figure => ({
  name,
  kind: 'expressão idiomática',
  pattern: expression(...words),
});
const irony = (name: string, ...words: string[]): Figure => ({
  name,
  kind: 'ironia',
  pattern: expression(...words),
});

/** The phrase stops there: punctuation, a closing quote or the end of the text follows. */
const PHRASE_END = '(?=\\s*(?:[!.…”"»]|$))';

/** One optional word between a verb and the rest: "deixou ele na mão", "pagou o mico". */
const ANY_WORD = '(?:\\p{L}+\\s+)?';

export const FIGURES: readonly Figure[] = [
  idiom('pisar na bola', verb('pis'), 'n[ao]', 'bola'),
  idiom('cair a ficha', either([CAIR, 'a', 'ficha'], ['a', 'ficha', CAIR])),
  // "dá o gelo para a mãe" is literal.
  idiom('dar um gelo', forms(DAR, LEVAR), '(?:um|o)', 'gelo(?!\\s+(?:para|pra|pro|ao|à))'),
  idiom('ficar de cara', FICAR, 'de', 'cara'),
  idiom('morrer de rir', verb('morr'), 'de', 'rir'),
  idiom('engolir sapo', forms(verb('engol'), verb('engul')), ANY_WORD + 'sapos?'),
  idiom('chorar as pitangas', verb('chor'), 'as', 'pitangas'),
  idiom('pagar mico', verb('pag'), `${ANY_WORD}${ANY_WORD}mico`),
  idiom('ficar de boa', forms(FICAR, ESTAR), 'de', 'boa'),
  idiom('mão de vaca', 'mãos?', 'de', 'vaca'),
  idiom('encher o saco', verb('ench'), 'o', 'saco'),
  idiom('dar um fora', forms(DAR, LEVAR), 'um', 'fora'),
  idiom('tirar sarro', verb('tir'), 'sarro'),
  idiom('meter o bedelho', verb('met'), 'o', 'bedelho'),
  idiom('ficar bolado', FICAR, 'bolad[oa]s?'),
  idiom('quebrar o galho', verb('quebr'), '(?:um|o)', 'galho'),
  idiom('custar os olhos da cara', 'os', 'olhos', 'da', 'cara'),
  idiom('estar nas nuvens', forms(ESTAR, verb('viv'), 'cabeça'), 'nas', 'nuvens'),
  idiom('fazer vista grossa', FAZER, 'vista', 'grossa'),
  idiom('ter um parafuso a menos', 'parafuso', forms('a\\s+menos', 'solto')),
  idiom('bater as botas', verb('bat'), 'as', 'botas'),
  idiom('ficar com a pulga atrás da orelha', 'pulga', 'atrás', 'da', 'orelha'),
  // "abriu o jogo no tablet" is literal; "abriu o jogo com a mãe" is not.
  idiom('abrir o jogo', verb('abr'), 'o', 'jogo(?!\\s+(?:online|no|na|do|da|de|em|pelo|pela))'),
  idiom('dar com a língua nos dentes', 'língua', 'nos', 'dentes'),
  idiom('falar pelos cotovelos', 'pelos', 'cotovelos'),
  idiom('segurar vela', verb('segur'), '(?:a\\s+)?vela'),
  // "levar um bolo de chocolate para a festa" is literal.
  idiom(
    'dar bolo',
    forms(DAR, LEVAR),
    '(?:um\\s+|o\\s+)?bolo(?!\\s+(?:de|para|pra|pro|na|no|em|à|ao))',
  ),
  // "ficou com o lápis na mão dela" is literal.
  idiom('ficar na mão', forms(FICAR, verb('deix')), ANY_WORD + 'na', 'mão(?!\\s+d)'),
  idiom('cara de pau', 'cara', 'de', 'pau'),
  idiom('dor de cotovelo', 'dor', 'de', 'cotovelo'),
  idiom('pão-duro', 'pão[-\\s]duro'),
  idiom('chutar o balde', verb('chut'), 'o', 'balde'),
  idiom('dar uma mão', DAR, 'uma', forms('mão', 'mãozinha')),
  idiom('pegar no pé', verb('peg'), 'no', 'pé'),
  idiom('enfiar o pé na jaca', 'pé', 'na', 'jaca'),
  idiom('ir com a cara', IR, 'com', 'a', 'cara'),
  idiom('pagar o pato', verb('pag'), 'o', 'pato'),
  idiom('ter o rei na barriga', 'rei', 'na', 'barriga'),
  idiom('puxar o saco', forms(`${verb('pux')}\\s+o\\s+saco`, 'puxa-sacos?')),
  idiom('dar o braço a torcer', 'braço', 'a', 'torcer'),
  idiom('ficar de olho', FICAR, 'de', 'olho'),
  idiom('ter pavio curto', 'pavio', 'curto'),
  idiom('pisar em ovos', verb('pis'), 'em', 'ovos'),
  idiom('quebrar o gelo', verb('quebr'), 'o', 'gelo'),
  idiom('dar um branco', DAR, '(?:um\\s+)?branco'),
  idiom('ter uma carta na manga', 'carta', 'na', 'manga'),
  idiom('pôr lenha na fogueira', 'lenha', 'na', 'fogueira'),
  idiom('chover no molhado', verb('chov'), 'no', 'molhado'),
  idiom('ficar de queixo caído', 'queixo', 'caído'),
  idiom('frio na barriga', 'frio', 'na', 'barriga'),
  idiom('nó na garganta', 'nó', 'na', 'garganta'),
  idiom('borboletas no estômago', 'borboletas', 'no', 'estômago'),
  idiom('ficar de saco cheio', 'saco', 'cheio'),
  idiom('tirar de letra', verb('tir'), 'de', 'letra'),
  idiom('pegar leve', verb('peg'), 'leve'),
  idiom('esfriar a cabeça', forms(`${verb('esfri')}\\s+a\\s+cabeça`, 'cabeça\\s+quente')),
  idiom('em cima do muro', 'em', 'cima', 'do', 'muro'),
  idiom('tempestade em copo d’água', 'tempestade', 'em', "(?:um\\s+)?copo\\s+d(?:e\\s+|['’])água"),
  idiom('matar aula', verb('mat'), '(?:a\\s+)?aula'),
  idiom('lavar a roupa suja', verb('lav'), 'a', 'roupa', 'suja'),
  idiom('ter sangue de barata', 'sangue', 'de', 'barata'),
  idiom('dar nos nervos', forms(DAR, verb('atac')), 'nos', 'nervos'),
  // Only where the phrase ends, as an exclamation: "só que não posso", "até parece que vai
  // chover" and "fez uma grande coisa" are literal.
  irony('só que não', 'só', 'que', `não${PHRASE_END}`),
  irony('até parece', 'até', `parece${PHRASE_END}`),
  irony('grande coisa', 'grande', `coisa${PHRASE_END}`),
  irony('sei, sei', 'sei,?', 'sei'),
  irony('pois sim', 'pois', 'sim'),
  irony('aham, claro', 'aham,?', forms('claro', 'sei', 'tá')),
  // Praise trailing off or tagged with "hein", the commonest written sarcasm: "Que ótimo…".
  irony(
    'elogio com reticências ou "hein"',
    'que',
    `${forms('ótim[oa]', 'maravilha', 'beleza', 'lind[oa]', 'legal', 'bonit[oa]', 'gênio')}(?:…|\\.\\.\\.|,\\s*hein)`,
  ),
  irony('parabéns, hein', 'parabéns,?', 'hein'),
  irony('engraçadinho', 'engraçadinh[oa]s?'),
];
