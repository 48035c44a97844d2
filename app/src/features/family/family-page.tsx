// 'Para a família' (docs/decisions/0078): one public page per skill for the adults at home, what
// the skill is, its steps, this week's challenge and how to help. It needs no account and shows
// nobody's progress, so its link can go anywhere. Its own chunk: no learner downloads it on the
// way to a lesson, and its strings join i18next as the namespace 'family' when it loads. The route
// (app/routes/family-route.tsx) hands it the skill, its address, the mascot and the language
// switch, which the first load holds already: imported from here, the bundler (Rolldown) would
// split each of them out of the first load into a file of its own, one more request for every
// learner (docs/benchmarks/first-load.md). So this file imports only packages and its own modules.
import type { Skill } from '@ths/content-model/bundle-schema';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mascot as MascotDrawing } from '../../components/illustrations/mascot.tsx';
import { familyEn, familyPtBR } from '../../locales/family.ts';
import { addNamespace } from '../../locales/namespace.ts';
import { shareLink, type ShareOutcome } from './share-link.ts';
import './family.css';

type FamilyPageProps = {
  /** The skill the address names, or undefined for a key the content does not have. */
  skill: Skill | undefined;
  /** The page's whole address, to share. */
  address: string;
  Mascot: typeof MascotDrawing;
  languageSwitch: ReactNode;
};

export default function FamilyPage({ skill, address, Mascot, languageSwitch }: FamilyPageProps) {
  const { i18n } = useTranslation();
  addNamespace(i18n, 'family', { 'pt-BR': familyPtBR, en: familyEn });
  return (
    <main className="family">
      <div className="family__top">{languageSwitch}</div>
      {skill ? (
        <FamilySheet skill={skill} address={address} Mascot={Mascot} />
      ) : (
        <MissingSkill Mascot={Mascot} />
      )}
    </main>
  );
}

type SheetProps = { skill: Skill; address: string; Mascot: typeof MascotDrawing };

function FamilySheet({ skill, address, Mascot }: SheetProps) {
  const { t } = useTranslation('family');
  const headingRef = useFocusOnArrival();
  const [shared, setShared] = useState<ShareOutcome | null>(null);
  const share = async () =>
    setShared(await shareLink({ url: address, title: t('shareTitle', { name: skill.name }) }));
  return (
    <>
      <article className="family__sheet" aria-labelledby="family-heading">
        <header className="family__header">
          <Mascot mood="hello" className="family__mascot" />
          <div>
            <p className="family__kicker">{t('kicker')}</p>
            <h1 id="family-heading" ref={headingRef} tabIndex={-1}>
              {skill.name}
            </h1>
          </div>
        </header>
        <section aria-labelledby="family-about">
          <h2 id="family-about">{t('about')}</h2>
          <p>{skill.description}</p>
        </section>
        {skill.steps.length > 0 && (
          <section aria-labelledby="family-steps">
            <h2 id="family-steps">{t('steps')}</h2>
            <ol className="family__steps">
              {skill.steps.map((step, index) => (
                <li key={index}>{step}</li>
              ))}
            </ol>
          </section>
        )}
        <section aria-labelledby="family-home">
          <h2 id="family-home">{t('atHome')}</h2>
          <p className="family__label">{t('challenge')}</p>
          <p className="family__challenge">{skill.challenge}</p>
          <p className="family__label">{t('howToHelp')}</p>
          <ul className="family__tips">
            {t('tips', { returnObjects: true }).map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </section>
        <p className="family__note">{t('note')}</p>
      </article>
      <div className="family__tools">
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          {t('print')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => void share()}>
          {t('share')}
        </button>
        <a className="family__app" href="/">
          {t('app')}
        </a>
      </div>
      <div role="status" className="family__shared">
        {shared === 'copied' && <p>{t('copied')}</p>}
        {shared === 'failed' && (
          <div className="field">
            <label htmlFor="family-link">{t('copyByHand')}</label>
            <input id="family-link" readOnly value={address} onFocus={selectAll} />
          </div>
        )}
      </div>
    </>
  );
}

const selectAll = (event: React.FocusEvent<HTMLInputElement>) => event.currentTarget.select();

function MissingSkill({ Mascot }: { Mascot: typeof MascotDrawing }) {
  const { t } = useTranslation('family');
  const headingRef = useFocusOnArrival();
  return (
    <div className="family__missing">
      <Mascot mood="think" className="family__mascot" />
      <h1 ref={headingRef} tabIndex={-1}>
        {t('missingTitle')}
      </h1>
      <p>{t('missingText')}</p>
      <a className="button button--primary" href="/">
        {t('app')}
      </a>
    </div>
  );
}

/** The title takes the focus on arrival, so a screen reader starts at the page's name. */
function useFocusOnArrival() {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
