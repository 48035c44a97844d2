// What the Studio says about a release, in the teacher's words (docs/decisions/0036 locally,
// docs/decisions/0057-hosted-release-status.md hosted): pure, so both kinds read the same way.

/** A release as the local receiver tells it (GET /status?document=). */
export type LocalRelease = {
  step: 'exporting' | 'exported' | 'live' | 'failed';
  message: string;
  issues: Array<{ documentId: string; line: string }>;
};

/** A release as the hosted status endpoint tells it (GET ?document=). */
export type HostedRelease = {
  step: 'queued' | 'building' | 'live' | 'failed';
  message?: string;
};

export type ReleaseView = {
  tone: 'primary' | 'positive' | 'caution' | 'critical';
  title: string;
  lines: string[];
};

const LOCAL: Record<LocalRelease['step'], Pick<ReleaseView, 'tone' | 'title'>> = {
  exporting: { tone: 'primary', title: 'Publicado ✓ · Exportando para o app…' },
  exported: { tone: 'caution', title: 'Publicado ✓ · Exportado ✓ · App não está em execução' },
  live: { tone: 'positive', title: 'Publicado ✓ · Exportado ✓ · No app ✓' },
  failed: { tone: 'critical', title: 'Publicado ✓ · Exportação recusada ✗' },
};

// The same words as locally where the step is the same; hosted, the workflow also tests, builds
// and deploys, so a failure is not always the export's.
const HOSTED: Record<HostedRelease['step'], ReleaseView> = {
  queued: {
    tone: 'primary',
    title: 'Publicado ✓ · Na fila para ir ao app…',
    lines: ['A publicação começa em instantes.'],
  },
  building: {
    tone: 'primary',
    title: 'Publicado ✓ · Exportando para o app…',
    lines: ['Exportando, testando e construindo o app: leva alguns minutos.'],
  },
  live: {
    tone: 'positive',
    title: 'Publicado ✓ · Exportado ✓ · No app ✓',
    lines: ['Os alunos veem a mudança da próxima vez que abrirem o app.'],
  },
  failed: {
    tone: 'critical',
    title: 'Publicado ✓ · Não foi para o app ✗',
    lines: [
      'O app continua com o conteúdo de antes.',
      'Se a mensagem abaixo fala do conteúdo, corrija e publique de novo. Se não, avise quem cuida do site.',
    ],
  },
};

export function localView(release: LocalRelease): ReleaseView {
  return {
    ...LOCAL[release.step],
    lines: [
      ...release.message.split('\n'),
      ...release.issues.map((issue) => issue.line),
      ...(release.step === 'failed' ? ['Corrija o que está acima e publique de novo.'] : []),
    ],
  };
}

export function hostedView(release: HostedRelease): ReleaseView {
  const view = HOSTED[release.step];
  return release.step === 'failed' && release.message
    ? { ...view, lines: [...view.lines, ...release.message.split('\n')] }
    : view;
}
