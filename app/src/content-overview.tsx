import type { ContentBundle } from '@ths/content-model/bundle-schema';

export function ContentOverview({ content }: { content: ContentBundle }) {
  return (
    <main
      style={{
        fontFamily: 'system-ui, sans-serif',
        maxWidth: '40rem',
        margin: '2rem auto',
        padding: '0 1rem',
        lineHeight: 1.5,
      }}
    >
      <h1>Treinamento de Habilidades Sociais</h1>
      <ol>
        {content.phases.map((phase) => {
          const count = content.scenarios.filter(
            (scenario) => scenario.stage === phase.number,
          ).length;
          return (
            <li key={phase.number}>
              <strong>{phase.name}</strong>: {phase.description} ({count} cenários)
            </li>
          );
        })}
      </ol>
    </main>
  );
}
