// The class's code for the classroom wall (issue 27, docs/decisions/0034): the steps to join, the
// code as large as the page allows, and a QR code of the join address ('/?view=class&code=…'), so a
// phone's camera opens 'Minha turma' with the code filled in. 'Imprimir' prints only this (the
// print style sheet in code-print-view.css hides the app around it). The QR encoder is its own small chunk,
// loaded when this page opens.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { classesAddress } from '../classes-address.ts';
import { ClassUnavailable } from './class-unavailable.tsx';
import { useClassData } from './class-data.ts';
import './code-print-view.css';

type CodePrintViewProps = { userId: string; classId: string; onBack: () => void };

export function CodePrintView({ userId, classId, onBack }: CodePrintViewProps) {
  const { t } = useTranslation('classes');
  const data = useClassData(userId, classId);
  if (data.isError) {
    return (
      <ClassUnavailable
        headingId="print-heading"
        back={t('print.back')}
        onBack={onBack}
        error={data.error}
        onRetry={() => void data.refetch()}
      />
    );
  }
  if (!data.data) return null;
  const { info } = data.data;
  const joinAddress = new URL(
    classesAddress({ name: 'my-class', code: info.joinCode }),
    window.location.origin,
  ).href;
  return (
    <section className="classes classes-print" aria-labelledby="print-heading">
      <div className="classes-print__tools">
        <button type="button" className="button button--secondary" onClick={onBack}>
          {t('print.back')}
        </button>
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          {t('print.print')}
        </button>
      </div>
      <div className="classes-print__sheet">
        <h1 id="print-heading" tabIndex={-1}>
          {t('print.title', { name: info.name })}
        </h1>
        <ol className="classes-print__steps">
          {t('print.steps', { returnObjects: true }).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="classes-print__label">{t('print.codeLabel')}</p>
        <p className="classes-print__code" lang="en" translate="no">
          {info.joinCode}
        </p>
        <QrCode text={joinAddress} label={t('print.qrLabel', { code: info.joinCode })} />
        <p>{t('print.qr')}</p>
        <p className="classes-print__address" translate="no">
          {joinAddress}
        </p>
      </div>
    </section>
  );
}

/** The QR code of `text`, drawn as SVG squares; a quiet zone of 4 modules as the standard asks. */
function QrCode({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('classes');
  const qr = useQuery({
    queryKey: ['qr-code', text],
    queryFn: async () => (await import('uqr')).encode(text, { ecc: 'M', border: 4 }),
    staleTime: Infinity,
  });
  if (qr.isError) return <p className="field__hint">{t('print.qrFailed')}</p>;
  if (!qr.data) return <div className="classes-print__qr" aria-hidden="true" />;
  const { size, data } = qr.data;
  const squares = data.flatMap((line, y) =>
    line.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : [])),
  );
  return (
    <svg
      className="classes-print__qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={squares.join('')} fill="#000" />
    </svg>
  );
}
