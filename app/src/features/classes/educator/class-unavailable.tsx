// A class view whose class could not be read. A class that is not the reader's (another
// educator's, deleted, a wrong address) says so and nothing else; a failed request says to check
// the internet, with 'Tentar de novo', under the area's own subtitle. Never both: the class is
// either refused or late.
import { useTranslation } from 'react-i18next';
import { ViewTop } from '../../../components/view-top.tsx';
import { ClassNotFound } from '../classes-api.ts';
import { LoadError } from '../form-parts.tsx';

type ClassUnavailableProps = {
  headingId: string;
  /** The way back's words: 'Todas as turmas', 'Voltar à turma'… */
  back: string;
  onBack: () => void;
  error: Error | null;
  onRetry: () => void;
};

export function ClassUnavailable({
  headingId,
  back,
  onBack,
  error,
  onRetry,
}: ClassUnavailableProps) {
  const { t } = useTranslation('classes');
  const missing = error instanceof ClassNotFound;
  return (
    <section className="classes" aria-labelledby={headingId}>
      <ViewTop
        id={headingId}
        title={t('educator.title')}
        subtitle={missing ? t('educator.notFound') : t('educator.subtitle')}
        back={back}
        onBack={onBack}
      />
      {!missing && <LoadError onRetry={onRetry} />}
    </section>
  );
}
