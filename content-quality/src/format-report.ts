// The quality report as plain-text tables, in Portuguese like the export's own output, for the
// educators who act on it.
import { CHALLENGE_LENGTH } from './challenges.ts';
import { FEEDBACK_SENTENCES } from './feedback-shape.ts';
import { LENGTH_POSITION_MAX_PERCENT } from './length-position.ts';
import { LONGEST_CORRECT_MAX_PERCENT } from './longest-correct.ts';
import { QUESTION_CUE_MAX_PERCENT } from './question-cue.ts';
import {
  decimal,
  PHASE_1_READING_EASE_MIN,
  type PhaseKey,
  type QualityReport,
  type ScenarioRef,
} from './quality-report.ts';

const FLAG = '✗';

/** Left-aligned columns, two spaces apart, the last one not padded. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  return [header, ...rows].map((row) =>
    row
      .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd(),
  );
}

const phaseLabel = (phase: PhaseKey) => (phase === 'total' ? 'total' : String(phase));
const scenario = ({ number, title }: ScenarioRef) => `#${number} ${title}`;
const indent = (lines: readonly string[], by = '   ') => lines.map((line) => by + line);

function longestCorrect(report: QualityReport): string[] {
  const lines = [
    `1. A escolha correta é a mais longa (em grafemas; meta: no máximo ${LONGEST_CORRECT_MAX_PERCENT} %)`,
    '   Empate: a correta tem o mesmo tamanho que a maior das outras; conta à parte, não como "mais longa".',
  ];
  for (const section of report.longestCorrect) {
    lines.push('');
    if (section.measured === 0) {
      lines.push(
        `   ${section.locale}: nenhum cenário com as três escolhas traduzidas (0 de ${section.of}); medida omitida.`,
      );
      continue;
    }
    lines.push(`   ${section.locale} (${section.measured} de ${section.of} cenários)`);
    const rows = section.rows.map((row) => [
      phaseLabel(row.phase),
      String(row.scenarios),
      row.percent === null
        ? '—'
        : `${row.longest} (${decimal(row.percent)} %)${row.aboveTarget ? ` ${FLAG}` : ''}`,
      row.scenarios === 0 ? '—' : String(row.tied),
      row.scenarios === 0
        ? '—'
        : `${row.shortest} (${decimal((row.shortest / row.scenarios) * 100)} %)`,
    ]);
    lines.push(
      ...indent(
        table(['fase', 'cenários', 'mais longa', 'empates', 'mais curta (informativo)'], rows),
      ),
    );
  }
  return lines;
}

function readingEase(report: QualityReport): string[] {
  const lines = [
    `2. Facilidade de leitura (descrição + escolhas + retornos; meta: média da fase 1 ≥ ${PHASE_1_READING_EASE_MIN})`,
    '   Faixas de Martins et al.: 75–100 muito fácil, 50–75 fácil, 25–50 difícil, 0–25 muito difícil.',
  ];
  for (const section of report.readingEase) {
    lines.push('');
    if (section.measured === 0) {
      lines.push(
        `   ${section.locale}: nenhum cenário com descrição, escolhas e retornos traduzidos (0 de ${section.of}); medida omitida.`,
      );
      continue;
    }
    lines.push(
      `   ${section.locale} (${section.measured} de ${section.of} cenários): ${section.formula}`,
    );
    const rows = section.rows.map((row) => {
      const below =
        section.locale === 'pt-BR' &&
        row.phase === 1 &&
        row.mean !== null &&
        row.mean < PHASE_1_READING_EASE_MIN;
      return [
        phaseLabel(row.phase),
        String(row.scenarios),
        row.mean === null ? '—' : `${decimal(row.mean)}${below ? ` ${FLAG}` : ''}`,
        row.band ?? '—',
        row.lowest
          ? `${scenario(row.lowest)}: ${decimal(row.lowest.score)} (${row.lowest.band})`
          : '—',
      ];
    });
    lines.push(
      ...indent(table(['fase', 'cenários', 'média', 'faixa', 'cenário mais difícil'], rows)),
    );
  }
  return lines;
}

function similarity(report: QualityReport): string[] {
  const { threshold, rows, nearDuplicates } = report.similarity;
  const lines = [
    `3. Cenários mais parecidos (cosseno de TF-IDF, palavras e pares de palavras de título + descrição; alerta acima de ${decimal(threshold, 2)})`,
    '',
    ...indent(
      table(
        ['fase', 'semelhança', 'par'],
        rows.map(({ phase, pair }) => [
          phaseLabel(phase),
          pair ? `${decimal(pair.score, 2)}${pair.score > threshold ? ` ${FLAG}` : ''}` : '—',
          pair ? `${scenario(pair.first)} × ${scenario(pair.second)}` : '—',
        ]),
      ),
    ),
    '',
  ];
  if (nearDuplicates.length === 0) {
    lines.push('   Quase duplicados: nenhum.');
  } else {
    lines.push(`   Quase duplicados: ${nearDuplicates.length} ${FLAG}`);
    for (const pair of nearDuplicates) {
      lines.push(
        `     ${decimal(pair.score, 2)}  ${scenario(pair.first)} × ${scenario(pair.second)}`,
      );
    }
  }
  return lines;
}

function figures(report: QualityReport): string[] {
  const { figuresKnown, hits, explained, unexplained } = report.figures;
  const lines = [
    `4. Expressões idiomáticas e ironia (${figuresKnown} padrões; explicada = um retorno do cenário a cita entre aspas; meta: nenhuma sem explicação)`,
    '',
  ];
  if (hits.length === 0) return [...lines, '   Nenhuma ocorrência.'];
  lines.push(
    `   ${hits.length} ocorrência(s): ${explained} explicada(s), ${unexplained} sem explicação${unexplained > 0 ? ` ${FLAG}` : ''}`,
    ...indent(
      table(
        ['cenário', 'campo', 'trecho', 'expressão', 'explicação'],
        hits.map((hit) => [
          `#${hit.scenario}`,
          hit.field,
          `“${hit.text}”`,
          `${hit.figure}${hit.kind === 'ironia' ? ' (ironia)' : ''}`,
          hit.explainedIn.length === 0 ? `nenhuma ${FLAG}` : hit.explainedIn.join(', '),
        ]),
      ),
    ),
  );
  return lines;
}

function feedback(report: QualityReport): string[] {
  const { feedbacks, sentenceOutliers, wrongFeedbacks, repeatedOpenings } = report.feedback;
  const lines = [
    '5. Retornos',
    '',
    `   Frases por retorno (meta: de ${FEEDBACK_SENTENCES.min} a ${FEEDBACK_SENTENCES.max}): ${sentenceOutliers.length} de ${feedbacks} fora${sentenceOutliers.length > 0 ? ` ${FLAG}` : ''}`,
    ...sentenceOutliers.map(
      (outlier) => `     #${outlier.scenario} ${outlier.field}: ${outlier.sentences} frase(s)`,
    ),
    '',
    `   Começos repetidos nos ${wrongFeedbacks} retornos das escolhas erradas (três primeiras palavras):`,
  ];
  if (repeatedOpenings.length === 0) return [...lines, '     nenhum.'];
  const width = String(repeatedOpenings[0]!.count).length;
  return [
    ...lines,
    ...repeatedOpenings
      .slice(0, 10)
      .map(({ opening, count }) => `     ${String(count).padStart(width)}×  ${opening}…`),
    ...(repeatedOpenings.length > 10 ? [`     e mais ${repeatedOpenings.length - 10}.`] : []),
  ];
}

function challenges(report: QualityReport): string[] {
  const { min, max } = CHALLENGE_LENGTH;
  const lines = [
    `6. Desafios da semana (meta: de ${min} a ${max} caracteres, sem as palavras que as regras do conteúdo proíbem)`,
  ];
  for (const section of report.challenges) {
    lines.push('');
    if (section.measured === 0) {
      lines.push(
        `   ${section.locale}: nenhum desafio traduzido (0 de ${section.of}); medida omitida.`,
      );
      continue;
    }
    const { shortest, longest, meanLength, outsideLength, forbiddenWords } = section;
    lines.push(
      `   ${section.locale} (${section.measured} de ${section.of} habilidades): média ${decimal(meanLength ?? 0)} caracteres; mais curto ${shortest!.length} (${shortest!.name}), mais longo ${longest!.length} (${longest!.name})`,
      `   Fora do tamanho: ${outsideLength.length === 0 ? 'nenhum.' : `${outsideLength.length} ${FLAG}`}`,
      ...outsideLength.map(({ key, length }) => `     ${key}: ${length} caracteres`),
      `   Com palavra proibida: ${forbiddenWords.length === 0 ? 'nenhum.' : `${forbiddenWords.length} ${FLAG}`}`,
      ...forbiddenWords.map(({ key, words }) => `     ${key}: ${words.join(', ')}`),
    );
  }
  return lines;
}

function lengthPositions(report: QualityReport): string[] {
  const lines = [
    `7. Posição da correta pelo tamanho (em grafemas; meta: cada posição em no máximo ${LENGTH_POSITION_MAX_PERCENT} % do total)`,
    '   Empates contam como "no meio": nem "a mais longa" nem "a mais curta" acha a correta com certeza.',
  ];
  for (const section of report.lengthPositions) {
    lines.push('');
    if (section.measured === 0) {
      lines.push(
        `   ${section.locale}: nenhum cenário com as três escolhas traduzidas (0 de ${section.of}); medida omitida.`,
      );
      continue;
    }
    lines.push(`   ${section.locale} (${section.measured} de ${section.of} cenários)`);
    const cell = (
      row: (typeof section.rows)[number],
      position: 'longest' | 'shortest' | 'middle',
    ) => {
      const percent = row.percents[position];
      if (percent === null) return '—';
      const flag = row.phase === 'total' && row.aboveTarget.includes(position) ? ` ${FLAG}` : '';
      return `${row.counts[position]} (${decimal(percent)} %)${flag}`;
    };
    lines.push(
      ...indent(
        table(
          ['fase', 'cenários', 'mais longa', 'mais curta', 'no meio'],
          section.rows.map((row) => [
            phaseLabel(row.phase),
            String(row.scenarios),
            cell(row, 'longest'),
            cell(row, 'shortest'),
            cell(row, 'middle'),
          ]),
        ),
      ),
    );
  }
  return lines;
}

function mannerPhrases(report: QualityReport): string[] {
  const lines = [
    '8. Expressões de modo nas escolhas (como a criança age: "com calma", "calmly"…; meta: nenhuma só nas corretas)',
  ];
  for (const section of report.mannerPhrases) {
    lines.push('');
    if (section.measured === 0) {
      lines.push(
        `   ${section.locale}: nenhum cenário com as três escolhas traduzidas (0 de ${section.of}); medida omitida.`,
      );
      continue;
    }
    lines.push(
      `   ${section.locale} (${section.measured} de ${section.of} cenários, ${section.phrasesKnown} expressões conhecidas)`,
    );
    if (section.uses.length === 0) {
      lines.push('   Nenhuma ocorrência.');
      continue;
    }
    const list = (numbers: readonly number[]) =>
      numbers.length === 0 ? 'nenhuma' : numbers.map((n) => `#${n}`).join(', ');
    lines.push(
      ...indent(
        table(
          ['expressão', 'nas corretas', 'nas erradas'],
          section.uses.map((use) => [
            `“${use.phrase}”${use.cue ? ` ${FLAG}` : ''}`,
            list(use.correct),
            list(use.wrong),
          ]),
        ),
      ),
    );
  }
  return lines;
}

function questionCue(report: QualityReport): string[] {
  const lines = [
    `10. Pergunta como pista (cenários em que só uma escolha tem "?"; meta: ela é a correta em no máximo ${QUESTION_CUE_MAX_PERCENT} %, em cada fase e no total)`,
    '    Quem procura a única escolha com "?" não deve acertar mais do que no cara ou coroa.',
  ];
  for (const section of report.questionCue) {
    lines.push('');
    if (section.measured === 0) {
      lines.push(
        `    ${section.locale}: nenhum cenário com as três escolhas traduzidas (0 de ${section.of}); medida omitida.`,
      );
      continue;
    }
    lines.push(`    ${section.locale} (${section.measured} de ${section.of} cenários)`);
    const rows = section.rows.map((row) => [
      phaseLabel(row.phase),
      String(row.scenarios),
      String(row.loneQuestion),
      row.percent === null
        ? '—'
        : `${row.correct} (${decimal(row.percent)} %)${row.aboveTarget ? ` ${FLAG}` : ''}`,
    ]);
    lines.push(
      ...indent(table(['fase', 'cenários', 'só uma com "?"', 'essa é a correta'], rows), '    '),
    );
  }
  return lines;
}

function cast(report: QualityReport): string[] {
  const lines = [
    '9. Personagens (nomes usados em dois ou mais cenários; meta: todos na lista docs/content/cast.md)',
    '',
  ];
  if (!report.cast) return [...lines, '   Sem lista de personagens; medida omitida.'];
  const { listed, recurring } = report.cast;
  lines.push(`   ${recurring.length} nome(s) recorrente(s); ${listed} na lista.`);
  if (recurring.length === 0) return lines;
  return [
    ...lines,
    ...indent(
      table(
        ['nome', 'cenários', 'na lista'],
        recurring.map((entry) => [
          entry.name,
          entry.scenarios.map((n) => `#${n}`).join(', '),
          entry.listed ? 'sim' : `não ${FLAG}`,
        ]),
      ),
    ),
  ];
}

function targets(report: QualityReport): string[] {
  const met = report.targets.filter((target) => target.met).length;
  return [
    'Metas',
    ...report.targets.map(
      (target) => `  ${target.met ? '✓' : FLAG} ${target.description} (${target.detail})`,
    ),
    `${met} de ${report.targets.length} metas atingidas.`,
  ];
}

/** The whole report, one line per array item; `source` names where the content came from. */
export function formatQualityReport(report: QualityReport, source: string): string {
  return [
    `Qualidade do conteúdo: ${report.scenarios} cenários (${source})`,
    '',
    ...longestCorrect(report),
    '',
    ...readingEase(report),
    '',
    ...similarity(report),
    '',
    ...figures(report),
    '',
    ...feedback(report),
    '',
    ...challenges(report),
    '',
    ...lengthPositions(report),
    '',
    ...mannerPhrases(report),
    '',
    ...cast(report),
    '',
    ...questionCue(report),
    '',
    ...targets(report),
  ].join('\n');
}
