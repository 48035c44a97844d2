// The learner app's page around a preview (docs/decisions/0052-the-preview-is-the-app.md): an
// iframe holding the app's own styles (packages/learner-ui), so the drawing looks exactly as in
// the app and neither page's styles reach the other, at the width of a phone or of a laptop.
// A laptop's page is wider than the Studio's pane: it is shown scaled down to fit, as a
// thumbnail, and keeps its own layout.
import baseCss from '@ths/learner-ui/styles/base.css?inline';
import lessonCss from '@ths/learner-ui/lesson/lesson.css?inline';
import sceneCss from '@ths/learner-ui/scene/scene.css?inline';
import type { Locale } from '@ths/content-model/locales';
import { phaseColours } from '@ths/learner-ui/styles/phase-colours';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export const DEVICES = {
  phone: { title: 'Celular', width: 390 },
  laptop: { title: 'Computador', width: 1280 },
} as const;
export type Device = keyof typeof DEVICES;

// The app's page around its lesson: the background, the margins, the width of its column
// (app/src/styles/index.css and the lesson's styles).
const PAGE_CSS = `
body { margin: 0; padding: 16px; background: var(--color-bg); }
.learner-frame__column { max-width: 42rem; margin: 0 auto; }
`;

type LearnerFrameProps = {
  device: Device;
  locale: Locale;
  /** The phase whose colours the page wears, as the app's lesson does. */
  phase: number;
  /** What the frame is, for screen readers and tests: 'Como o aluno vê'. */
  title: string;
  children: ReactNode;
};

export function LearnerFrame({ device, locale, phase, title, children }: LearnerFrameProps) {
  const { width } = DEVICES[device];
  const frameRef = useRef<HTMLIFrameElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [mount, setMount] = useState<HTMLElement | null>(null);
  const [height, setHeight] = useState(400);
  const [scale, setScale] = useState(1);

  // The frame's document: the app's styles, its language, and an element to draw into.
  useLayoutEffect(() => {
    const document = frameRef.current?.contentDocument;
    if (!document) return;
    document.documentElement.lang = locale;
    if (!document.getElementById('learner-styles')) {
      const style = document.createElement('style');
      style.id = 'learner-styles';
      style.textContent = `${baseCss}\n${lessonCss}\n${sceneCss}\n${PAGE_CSS}`;
      document.head.append(style);
      setMount(document.body);
    }
  }, [locale]);

  // The frame is as tall as what it shows, so the Studio's pane scrolls, not the frame.
  useEffect(() => {
    const body = frameRef.current?.contentDocument?.body;
    if (!body || !mount) return;
    const observer = new ResizeObserver(() => setHeight(body.scrollHeight));
    observer.observe(body);
    return () => observer.disconnect();
  }, [mount]);

  // Scaled down when the pane is narrower than the device.
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new ResizeObserver(() => setScale(Math.min(1, box.clientWidth / width)));
    observer.observe(box);
    return () => observer.disconnect();
  }, [width]);

  return (
    <div ref={boxRef} style={{ width: '100%', height: height * scale, overflow: 'hidden' }}>
      <iframe
        ref={frameRef}
        title={title}
        style={{
          width,
          height,
          border: '1px solid #d6dbe1',
          borderRadius: 8,
          transform: `scale(${scale})`,
          transformOrigin: 'top left',
        }}
      />
      {mount &&
        createPortal(
          <div className="learner-frame__column" style={phaseColours(phase)}>
            {children}
          </div>,
          mount,
        )}
    </div>
  );
}
