// The class views, one lazy chunk (a learner who never opens them never downloads them): its
// strings join i18next as the 'classes' namespace when the chunk loads.
import type { ContentIndex } from '@ths/content-model/bundle-schema';
import { joinBundle, PHASE_NUMBERS } from '@ths/content-model/bundle-split';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadingView } from '../../components/loading-view.tsx';
import { scenariosQueryOptions } from '../../content/content-queries.ts';
import { classesAddress, type ClassesView } from './classes-address.ts';
import { classesEn, classesPtBR } from '../../locales/classes.ts';
import { ClassView } from './educator/class-view.tsx';
import { EducatorView } from './educator/educator-view.tsx';
import { MyClassView } from './join/my-class-view.tsx';
import './classes.css';

type ClassesScreensProps = { view: ClassesView; userId: string; content: ContentIndex };

export default function ClassesScreens({ view, userId, content }: ClassesScreensProps) {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('pt-BR', 'classes')) {
    i18n.addResourceBundle('pt-BR', 'classes', classesPtBR);
    i18n.addResourceBundle('en', 'classes', classesEn);
  }
  const navigate = useNavigate();
  // A class's report reads every scenario (skills, phases): all five phases load for it.
  const classOpen = view.name === 'educator' && view.classId !== null;
  const texts = useQuery({
    ...scenariosQueryOptions(content.locale, PHASE_NUMBERS),
    placeholderData: keepPreviousData,
    enabled: classOpen,
  });
  if (texts.isError) throw texts.error;
  const home = () => void navigate('/');
  switch (view.name) {
    case 'my-class':
      return <MyClassView userId={userId} onBack={home} />;
    case 'educator':
      if (view.classId && !texts.data) return <LoadingView />;
      return view.classId && texts.data ? (
        <ClassView
          key={view.classId}
          userId={userId}
          classId={view.classId}
          content={joinBundle(content, texts.data)}
          onBack={() => void navigate(classesAddress({ name: 'educator', classId: null }))}
        />
      ) : (
        <EducatorView
          userId={userId}
          onBack={home}
          onOpen={(classId) => void navigate(classesAddress({ name: 'educator', classId }))}
        />
      );
  }
}
