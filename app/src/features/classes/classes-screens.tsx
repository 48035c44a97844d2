// The class views, one lazy chunk (a learner who never opens them never downloads them): its
// strings join i18next as the 'classes' namespace when the chunk loads.
import type { ContentBundle } from '@ths/content-model/bundle-schema';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { classesAddress, type ClassesView } from './classes-address.ts';
import { classesEn, classesPtBR } from '../../locales/classes.ts';
import { ClassView } from './educator/class-view.tsx';
import { EducatorView } from './educator/educator-view.tsx';
import { MyClassView } from './join/my-class-view.tsx';
import './classes.css';

type ClassesScreensProps = { view: ClassesView; userId: string; content: ContentBundle };

export default function ClassesScreens({ view, userId, content }: ClassesScreensProps) {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('pt-BR', 'classes')) {
    i18n.addResourceBundle('pt-BR', 'classes', classesPtBR);
    i18n.addResourceBundle('en', 'classes', classesEn);
  }
  const navigate = useNavigate();
  const home = () => void navigate('/');
  switch (view.name) {
    case 'my-class':
      return <MyClassView userId={userId} onBack={home} />;
    case 'educator':
      return view.classId ? (
        <ClassView
          key={view.classId}
          classId={view.classId}
          content={content}
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
