// The class views, one lazy chunk (a learner who never opens them never downloads them): its
// strings join i18next as the 'classes' namespace when the chunk loads.
import { joinBundle } from '@ths/content-model/bundle-split';
import { SOURCE_LOCALE } from '@ths/content-model/locales';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { phaseNumbersOf } from '@ths/training/phases';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LoadingView } from '../../components/loading-view.tsx';
import { scenariosQueryOptions } from '../../content/content-queries.ts';
import { useContentIndex } from '../../content/use-content-index.ts';
import type { SignedInScreenProps } from '../../session/signed-in-user.ts';
import { classesAddress, parseClassesAddress } from './classes-address.ts';
import { classesEn, classesPtBR } from '../../locales/classes.ts';
import { addNamespace } from '../../locales/namespace.ts';
// The area's shared sheet first: every part's own sheet, imported by its component, comes after
// it in the chunk's CSS and so wins where both set the same property.
import './classes.css';
import { ClassView } from './educator/class-view.tsx';
import { CodePrintView } from './educator/code-print-view.tsx';
import { LearnerView } from './educator/learner-view.tsx';
import { SkillView } from './educator/skill-view.tsx';
import { EducatorView } from './educator/educator-view.tsx';
import { BY_NAME, type SortOrder } from './educator/learner-sort.ts';
import { MyClassView } from './join/my-class-view.tsx';

export default function ClassesScreens({ user }: SignedInScreenProps) {
  const { i18n } = useTranslation();
  const userId = user.id;
  // The shell draws this screen for the class views only, so the address always names one.
  const view = parseClassesAddress(useLocation().search) ?? { name: 'my-class' };
  const content = useContentIndex();
  addNamespace(i18n, 'classes', { 'pt-BR': classesPtBR, en: classesEn });
  const navigate = useNavigate();
  // A class's report, a learner's and a skill's page read every scenario (skills, phases, texts):
  // every phase loads for them, and for 'Suas turmas', whose classes show the same signals (an
  // educator lands there first, docs/decisions/0074). The wall's code page reads none.
  const needsTexts =
    view.name === 'class-learner' || view.name === 'class-skill' || view.name === 'educator';
  const locale = content.data?.locale;
  const texts = useQuery({
    ...scenariosQueryOptions(
      locale ?? SOURCE_LOCALE,
      phaseNumbersOf(content.data?.scenarios ?? []),
    ),
    placeholderData: keepPreviousData,
    enabled: needsTexts && locale !== undefined,
  });
  if (content.isError) throw content.error;
  if (texts.isError) throw texts.error;
  const home = () => void navigate('/');
  // Back to the class in the order its table had (docs/decisions/0051).
  const toClass = (classId: string, order?: SortOrder) =>
    void navigate(classesAddress({ name: 'educator', classId, ...(order ? { order } : {}) }));
  if (view.name === 'my-class') {
    return <MyClassView userId={userId} code={view.code} onBack={home} />;
  }
  if (view.name === 'class-code') {
    return (
      <CodePrintView userId={userId} classId={view.classId} onBack={() => toClass(view.classId)} />
    );
  }
  const bundle = texts.data && content.data ? joinBundle(content.data, texts.data) : null;
  if (view.name === 'educator' && view.classId === null) {
    return (
      <EducatorView
        userId={userId}
        content={bundle}
        onBack={home}
        onOpen={(classId) => void navigate(classesAddress({ name: 'educator', classId }))}
      />
    );
  }
  if (!bundle) return <LoadingView />;
  switch (view.name) {
    case 'class-learner':
      return (
        <LearnerView
          key={view.learnerId}
          userId={userId}
          classId={view.classId}
          learnerId={view.learnerId}
          content={bundle}
          onBack={() => toClass(view.classId, view.order)}
        />
      );
    case 'class-skill':
      return (
        <SkillView
          key={view.skillKey}
          userId={userId}
          classId={view.classId}
          skillKey={view.skillKey}
          content={bundle}
          onBack={() => toClass(view.classId, view.order)}
        />
      );
    case 'educator':
      return (
        <ClassView
          key={view.classId}
          userId={userId}
          classId={view.classId!}
          content={bundle}
          order={view.order ?? BY_NAME}
          // A new order replaces the address: sorting is not a place to go Back to
          // (docs/decisions/0051).
          onOrder={(order) =>
            void navigate(classesAddress({ name: 'educator', classId: view.classId, order }), {
              replace: true,
            })
          }
          onBack={() => void navigate(classesAddress({ name: 'educator', classId: null }))}
        />
      );
  }
}
