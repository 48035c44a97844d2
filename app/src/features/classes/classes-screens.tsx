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
import { ClassView } from './educator/class-view.tsx';
import { EducatorView } from './educator/educator-view.tsx';
import { MyClassView } from './join/my-class-view.tsx';
import './classes.css';

export default function ClassesScreens({ user }: SignedInScreenProps) {
  const { i18n } = useTranslation();
  const userId = user.id;
  // The shell draws this screen for the class views only, so the address always names one.
  const view = parseClassesAddress(useLocation().search) ?? { name: 'my-class' };
  const content = useContentIndex();
  if (!i18n.hasResourceBundle('pt-BR', 'classes')) {
    i18n.addResourceBundle('pt-BR', 'classes', classesPtBR);
    i18n.addResourceBundle('en', 'classes', classesEn);
  }
  const navigate = useNavigate();
  // A class's report reads every scenario (skills, phases): every phase loads for it.
  const classOpen = view.name === 'educator' && view.classId !== null;
  const locale = content.data?.locale;
  const texts = useQuery({
    ...scenariosQueryOptions(
      locale ?? SOURCE_LOCALE,
      phaseNumbersOf(content.data?.scenarios ?? []),
    ),
    placeholderData: keepPreviousData,
    enabled: classOpen && locale !== undefined,
  });
  if (content.isError) throw content.error;
  if (texts.isError) throw texts.error;
  const home = () => void navigate('/');
  switch (view.name) {
    case 'my-class':
      return <MyClassView userId={userId} onBack={home} />;
    case 'educator':
      if (view.classId && !(texts.data && content.data)) return <LoadingView />;
      return view.classId && texts.data && content.data ? (
        <ClassView
          key={view.classId}
          userId={userId}
          classId={view.classId}
          content={joinBundle(content.data, texts.data)}
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
