// 'Como foi?' (issue 39, item 6; docs/decisions/0079-how-did-the-challenge-go.md): once the week of
// a 'Desafio da semana' has ended, the home asks about it, in a child's words: 'Eu tentei' or 'Ainda
// não tentei'; after trying, how it felt (three faces) and, if they like, a few words, shown to the
// teacher only when the child ticks 'Mostrar para meu professor(a)'. 'Agora não' puts it off for the
// week. A save that fails keeps everything chosen and typed on screen (as 'Mudar meta' does).
import {
  askReflection,
  REFLECTION_FEELINGS,
  REFLECTION_WORDS_MAX,
  reflectionWords,
  type ReflectionFeeling,
  type ReflectionWeek,
} from '@ths/training/challenge-reflection';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../session/session-provider.tsx';
import {
  useInClass,
  useReflectionAnswered,
  useSaveReflection,
  type ReflectionAnswer,
} from './reflection-api.ts';
import { putReflectionOff, reflectionLaterFor } from './reflection-later.ts';
import './reflection.css';

type Step = 'ask' | 'tried' | 'not-yet' | 'thanks' | 'later';

const FEELING_WORDS = {
  good: 'reflection.feelingGood',
  'so-so': 'reflection.feelingSoSo',
  hard: 'reflection.feelingHard',
} as const;

export default function ReflectionCard({ week }: { week: ReflectionWeek }) {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.session.user.id : null;
  return userId ? <ReflectionOf key={week.monday} userId={userId} week={week} /> : null;
}

function ReflectionOf({ userId, week }: { userId: string; week: ReflectionWeek }) {
  const { t } = useTranslation();
  const id = useId();
  const answered = useReflectionAnswered(userId, week.monday);
  const inClass = useInClass(userId);
  const save = useSaveReflection(userId);
  const [later] = useState(() => reflectionLaterFor(userId));
  const [step, setStep] = useState<Step>('ask');
  const [feeling, setFeeling] = useState<ReflectionFeeling | null>(null);
  const [words, setWords] = useState('');
  const [share, setShare] = useState(false);
  // After each step the focus goes to what the step says next, or it would be lost with the
  // button just pressed (the card changes under it).
  const focusRef = useRef<HTMLElement | null>(null);
  const [moved, setMoved] = useState(0);
  useLayoutEffect(() => {
    if (moved > 0) focusRef.current?.focus();
  }, [moved]);
  const go = (next: Step) => {
    setStep(next);
    setMoved((count) => count + 1);
  };

  // Asked once: not until read (offline with nothing read, it waits for another visit), not once
  // answered, not after 'Agora não' this week. Once on screen, it stays until the learner leaves.
  if (step === 'ask' && !askReflection(week, answered.data === false ? [] : [week.monday], later))
    return null;

  const send = (answer: Omit<ReflectionAnswer, 'weekStart' | 'skillKey'>, done: Step | null) =>
    save.mutate(
      { ...answer, weekStart: week.monday, skillKey: week.skill.key },
      { onSuccess: () => done && go(done) },
    );
  const failure = save.isError ? (
    <div className="reflection__problem" role="alert">
      <p>{refusedWords(save.error) ? t('reflection.wordsRefused') : t('reflection.saveFailed')}</p>
    </div>
  ) : null;
  const reply = (text: string) => (
    <p
      className="reflection__reply"
      tabIndex={-1}
      ref={(node) => {
        focusRef.current = node;
      }}
    >
      {text}
    </p>
  );

  return (
    <section className="reflection" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="reflection__title">
        {t('reflection.title')}
      </h2>
      {(step === 'ask' || step === 'tried') && (
        <div className="reflection__challenge">
          <p className="reflection__last-week">{t('reflection.lastWeek')}</p>
          <p className="reflection__skill">{week.skill.name}</p>
          <p className="reflection__text">{week.skill.challenge}</p>
        </div>
      )}
      {step === 'ask' && (
        <>
          <div className="reflection__choose" role="group" aria-labelledby={`${id}-question`}>
            <p id={`${id}-question`} className="reflection__question">
              {t('reflection.question')}
            </p>
            <div className="reflection__choices">
              <button
                type="button"
                className="button button--secondary"
                onClick={() => go('tried')}
              >
                {t('reflection.tried')}
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => {
                  // The kind reply does not wait for the network: the save follows behind it.
                  go('not-yet');
                  send({ tried: false, feeling: null, words: null, shareWords: false }, null);
                }}
              >
                {t('reflection.notYet')}
              </button>
            </div>
          </div>
          <div className="reflection__more">
            <button
              type="button"
              className="button button--quiet button--small"
              onClick={() => {
                putReflectionOff(userId, week.monday);
                go('later');
              }}
            >
              {t('reflection.later')}
            </button>
          </div>
        </>
      )}
      {step === 'tried' && (
        <form
          className="reflection__form"
          onSubmit={(event) => {
            event.preventDefault();
            const kept = reflectionWords(words);
            send(
              { tried: true, feeling, words: kept, shareWords: inClass && share && kept !== null },
              'thanks',
            );
          }}
        >
          <fieldset className="reflection__feelings">
            <legend
              className="reflection__reply"
              tabIndex={-1}
              ref={(node) => {
                focusRef.current = node;
              }}
            >
              {t('reflection.triedReply')}
            </legend>
            <div className="reflection__faces">
              {REFLECTION_FEELINGS.map((value) => (
                <label key={value} className="reflection__face">
                  <input
                    type="radio"
                    name={`${id}-feeling`}
                    value={value}
                    checked={feeling === value}
                    onChange={() => setFeeling(value)}
                  />
                  <Face feeling={value} />
                  <span>{t(FEELING_WORDS[value])}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="field">
            <label htmlFor={`${id}-words`}>{t('reflection.wordsLabel')}</label>
            <textarea
              id={`${id}-words`}
              className="reflection__words"
              rows={3}
              maxLength={REFLECTION_WORDS_MAX}
              aria-describedby={`${id}-words-hint`}
              value={words}
              onChange={(event) => setWords(event.target.value)}
            />
            <p id={`${id}-words-hint`} className="field__hint">
              {t('reflection.wordsHint')}
            </p>
          </div>
          {inClass && (
            <div className="field field--check">
              <input
                id={`${id}-share`}
                type="checkbox"
                checked={share}
                aria-describedby={`${id}-share-hint`}
                onChange={(event) => setShare(event.target.checked)}
              />
              <label htmlFor={`${id}-share`}>{t('reflection.share')}</label>
              <p id={`${id}-share-hint`} className="field__hint">
                {t('reflection.shareHint')}
              </p>
            </div>
          )}
          {failure}
          <div className="reflection__choices">
            <button type="submit" className="button button--secondary" disabled={save.isPending}>
              {save.isPending ? t('reflection.sending') : t('reflection.send')}
            </button>
          </div>
        </form>
      )}
      {step === 'not-yet' && (
        <>
          {reply(t('reflection.notYetReply'))}
          {failure && (
            <>
              {failure}
              <div className="reflection__choices">
                <button
                  type="button"
                  className="button button--secondary button--small"
                  disabled={save.isPending}
                  onClick={() =>
                    send({ tried: false, feeling: null, words: null, shareWords: false }, null)
                  }
                >
                  {t('reflection.retry')}
                </button>
              </div>
            </>
          )}
        </>
      )}
      {step === 'thanks' && reply(t('reflection.thanksTried'))}
      {step === 'later' && reply(t('reflection.laterDone'))}
    </section>
  );
}

// The database's 22023 names a rule of the words (supabase/migrations/…_challenge_reflections.sql).
function refusedWords(error: Error): boolean {
  const cause = error.cause as { code?: unknown } | undefined;
  return cause?.code === '22023';
}

/** A simple drawn face: the words beside it say the feeling, so the drawing is hidden. */
function Face({ feeling }: { feeling: ReflectionFeeling }) {
  const mouth = {
    good: 'M12 20 Q18 26 24 20',
    'so-so': 'M12 22 L24 22',
    hard: 'M12 24 Q18 18 24 24',
  }[feeling];
  return (
    <svg
      className={`reflection__face-art reflection__face-art--${feeling}`}
      viewBox="0 0 36 36"
      aria-hidden="true"
    >
      <circle cx="18" cy="18" r="16" />
      <circle className="reflection__eye" cx="13" cy="14" r="2" />
      <circle className="reflection__eye" cx="23" cy="14" r="2" />
      <path className="reflection__mouth" d={mouth} />
    </svg>
  );
}
