// A scenario's scene: where it happens, who is there and how each one looks, drawn above the
// situation (issue 42; docs/decisions/0062-scenes-drawn-from-open-peeps.md). "Você" is never drawn:
// the scene is what the learner sees. The drawing is one image whose accessible name is the
// scene's alt text; the names under the faces are for the eyes only, since the alt says them.
// Drawn by the app's lesson (a lazily loaded chunk) and by the Studio's previews.
import { useId, useMemo } from 'react';
import type { FeelingId, Look, Scene } from '@ths/content-model/scene';
import { PEEP_VIEWBOX, peepMarkup } from './peep-svg.ts';
import {
  peopleFrame,
  placePeople,
  SCENE_HEIGHT,
  SCENE_WIDTH,
  stageOf,
  type Placement,
} from './scene-stage.ts';
import { SettingBackdrop } from './setting-backdrops.tsx';

type SceneViewProps = {
  scene: Scene;
  /** How people[0] looks instead of their scene feeling: the reaction to a choice. */
  reaction?: FeelingId;
  /** The drawing's height in CSS pixels; by default the stylesheet's. */
  size?: number;
  /**
   * 'band': the whole place, as wide as the card. 'people': only the part that holds the people,
   * a picture that sits beside the situation on a phone (docs/decisions/0062).
   */
  framing?: 'band' | 'people';
};

export function SceneView({ scene, reaction, size, framing = 'band' }: SceneViewProps) {
  const clipId = useId();
  const placements = placePeople(scene);
  const stage = stageOf(scene.setting);
  const frame =
    framing === 'people'
      ? peopleFrame(scene)
      : { x: 0, y: 0, width: SCENE_WIDTH, height: SCENE_HEIGHT };
  // Where a person's name goes, as a share of the picture's width. A band letterboxes the drawing
  // (as wide as min(width, 3.2 × height), centred); a people frame is exactly its own shape.
  const nameLeft = (centre: number) =>
    framing === 'people'
      ? `${((centre * SCENE_WIDTH - frame.x) / frame.width) * 100}%`
      : `calc(50% + ${centre - 0.5} * min(100cqw, 320cqh))`;
  // A phone's picture of three or four people leaves each name a few letters ("M…"): there the
  // alt text and the situation name them, and the faces have the room.
  const namesFit = framing === 'band' || scene.people.length < 3;
  return (
    <div
      className={framing === 'people' ? 'scene scene--people' : 'scene'}
      role="img"
      aria-label={scene.alt}
      data-setting={scene.setting}
      style={{
        ...(size === undefined ? {} : { height: size }),
        ...(framing === 'people'
          ? {
              aspectRatio: `${frame.width} / ${frame.height}`,
              ['--scene-aspect' as string]: frame.width / frame.height,
            }
          : {}),
      }}
    >
      <svg
        className="scene__drawing"
        viewBox={`${frame.x} ${frame.y} ${frame.width} ${frame.height}`}
        preserveAspectRatio="xMidYMax meet"
        aria-hidden="true"
        focusable="false"
      >
        <SettingBackdrop setting={scene.setting} />
        <clipPath id={clipId}>
          <rect x={stage.x} y={stage.y} width={stage.width} height={stage.height} />
        </clipPath>
        <g clipPath={`url(#${clipId})`}>
          {scene.people.map((person, index) => (
            <PersonDrawing
              key={index}
              look={person.look}
              feeling={index === 0 && reaction !== undefined ? reaction : person.feeling}
              placement={placements[index]!}
            />
          ))}
        </g>
      </svg>
      {scene.people.map((person, index) =>
        person.name === undefined || !namesFit ? null : (
          <span
            key={index}
            className="scene__name"
            aria-hidden="true"
            style={{
              left: nameLeft(placements[index]!.centre),
              // In a small picture a long name is cut to its person's share, never over the next.
              ...(framing === 'people' ? { maxWidth: `${100 / scene.people.length}%` } : {}),
            }}
          >
            {person.name}
          </span>
        ),
      )}
    </div>
  );
}

function PersonDrawing({
  look,
  feeling,
  placement,
}: {
  look: Look;
  feeling: FeelingId;
  placement: Placement;
}) {
  const markup = useMemo(() => peepMarkup(look, feeling), [look, feeling]);
  const { x, y, size } = placement;
  return (
    <g data-feeling={feeling}>
      {look.wheelchair && <WheelchairBack x={x} y={y} size={size} />}
      <svg
        x={x}
        y={y}
        width={size}
        height={size}
        viewBox={`0 0 ${PEEP_VIEWBOX} ${PEEP_VIEWBOX}`}
        dangerouslySetInnerHTML={{ __html: markup }}
      />
      {look.wheelchair && <WheelchairFront x={x} y={y} size={size} />}
    </g>
  );
}

const CHAIR = '#5f5a6b';

/** Open Peeps are busts: the wheelchair is ours, its back and push handles behind the shoulders… */
function WheelchairBack({ x, y, size }: { x: number; y: number; size: number }) {
  const unit = size / 100;
  return (
    <g fill="none" stroke={CHAIR} strokeLinecap="round" strokeWidth={4 * unit}>
      <path d={`M${x + 14 * unit} ${y + 100 * unit}V${y + 62 * unit}l${-6 * unit} ${-4 * unit}`} />
      <path d={`M${x + 86 * unit} ${y + 100 * unit}V${y + 62 * unit}l${6 * unit} ${-4 * unit}`} />
    </g>
  );
}

/** …and a big wheel in front, the sign everyone reads as a wheelchair. */
function WheelchairFront({ x, y, size }: { x: number; y: number; size: number }) {
  const unit = size / 100;
  const cx = x + 22 * unit;
  const cy = y + 85 * unit;
  const r = 15 * unit;
  return (
    <g fill="none" stroke={CHAIR}>
      <circle cx={cx} cy={cy} r={r} strokeWidth={3.5 * unit} fill="#ffffff" fillOpacity={0.35} />
      <circle cx={cx} cy={cy} r={r * 0.75} strokeWidth={1.2 * unit} />
      <path d={`M${cx - r} ${cy}h${2 * r}M${cx} ${cy - r}v${2 * r}`} strokeWidth={1.2 * unit} />
      <circle cx={cx} cy={cy} r={2 * unit} fill={CHAIR} />
    </g>
  );
}

type PersonViewProps = {
  look: Look;
  feeling: FeelingId;
  /** Side of the square, in CSS pixels. */
  size?: number;
  /** The accessible name; without one the drawing is decoration (its words are beside it). */
  label?: string;
  /** Head and shoulders in a round frame (the reaction beside the feedback) instead of the bust. */
  framed?: boolean;
};

/** One person alone: the Studio's character preview, and the reaction beside the feedback. */
export function PersonView({ look, feeling, size = 96, label, framed = false }: PersonViewProps) {
  const markup = useMemo(() => peepMarkup(look, feeling), [look, feeling]);
  // The head and shoulders of the 704 square; the whole square shows the bust.
  const viewBox = framed ? '120 30 480 480' : `0 0 ${PEEP_VIEWBOX} ${PEEP_VIEWBOX}`;
  return (
    <span
      className={framed ? 'person person--framed' : 'person'}
      data-feeling={feeling}
      {...(label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
    >
      <svg
        width={size}
        height={size}
        viewBox={viewBox}
        focusable="false"
        aria-hidden="true"
        dangerouslySetInnerHTML={{ __html: markup }}
      />
    </span>
  );
}

/** The face alone, round-framed: a person's reaction. */
export function FaceView(props: Omit<PersonViewProps, 'framed'>) {
  return <PersonView {...props} framed />;
}
