// One calm, flat background per setting, drawn by us (docs/decisions/0062): soft colours, few
// shapes, nothing that moves, so the people stay what the eye goes to. All in the scene's
// 640×200 units; the floor is at the bottom, where the people stand. Walls, floors and skies run
// a width to each side and a height above, so a frame of another shape shows more room, never a gap.
import type { ReactElement } from 'react';
import type { SettingId } from '@ths/content-model/scene';
import { SCENE_HEIGHT as H, SCENE_WIDTH as W, SCREEN_STAGES } from './scene-stage.ts';

const INK = '#4b4658';

function Wall({
  colour,
  floor,
  floorAt = 150,
}: {
  colour: string;
  floor: string;
  floorAt?: number;
}) {
  return (
    <>
      <rect x={-W} y={-H} width={3 * W} height={2 * H} fill={colour} />
      <rect x={-W} y={floorAt} width={3 * W} height={H - floorAt} fill={floor} />
    </>
  );
}

function Sky({ ground, groundAt = 150 }: { ground: string; groundAt?: number }) {
  return (
    <>
      <rect x={-W} y={-H} width={3 * W} height={2 * H} fill="#dcefff" />
      <circle cx={585} cy={38} r={18} fill="#ffe7a3" />
      <rect x={-W} y={groundAt} width={3 * W} height={H - groundAt} fill={ground} />
    </>
  );
}

function Tree({ x, y = 150, scale = 1 }: { x: number; y?: number; scale?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <rect x={-5} y={-50} width={10} height={50} fill="#a07b5a" />
      <circle cy={-70} r={30} fill="#9fcf8f" />
      <circle cx={-18} cy={-55} r={20} fill="#8cc27c" />
      <circle cx={18} cy={-55} r={20} fill="#8cc27c" />
    </g>
  );
}

function Window({
  x,
  y,
  width = 90,
  height = 70,
}: {
  x: number;
  y: number;
  width?: number;
  height?: number;
}) {
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        rx={4}
        fill="#e4f3ff"
        stroke="#c9b9a3"
        strokeWidth={5}
      />
      <line
        x1={x + width / 2}
        y1={y}
        x2={x + width / 2}
        y2={y + height}
        stroke="#c9b9a3"
        strokeWidth={4}
      />
      <line
        x1={x}
        y1={y + height / 2}
        x2={x + width}
        y2={y + height / 2}
        stroke="#c9b9a3"
        strokeWidth={4}
      />
    </g>
  );
}

function Shelf({
  x,
  y,
  width,
  colours,
}: {
  x: number;
  y: number;
  width: number;
  colours: string[];
}) {
  const each = width / colours.length;
  return (
    <g>
      {colours.map((colour, index) => (
        <rect
          key={index}
          x={x + index * each + 1}
          y={y - 30 + (index % 3) * 4}
          width={each - 2}
          height={30 - (index % 3) * 4}
          rx={2}
          fill={colour}
        />
      ))}
      <rect x={x - 4} y={y} width={width + 8} height={5} fill="#b89b7a" />
    </g>
  );
}

const BOOKS = ['#e9a99b', '#a9c7e8', '#f3d58a', '#b5d9b0', '#d7b8e6', '#f0b98d', '#9fd3cf'];

function Screen({ setting }: { setting: 'online-chat' | 'online-game' }) {
  const screen = SCREEN_STAGES[setting];
  if (setting === 'online-chat') {
    return (
      <g>
        <rect x={-W} y={-H} width={3 * W} height={2 * H} fill="#eef0f7" />
        <rect x={90} y={50} width={110} height={26} rx={13} fill="#ffffff" />
        <rect x={110} y={90} width={90} height={26} rx={13} fill="#dbe9d6" />
        <rect x={440} y={60} width={110} height={26} rx={13} fill="#ffffff" />
        <rect x={440} y={100} width={80} height={26} rx={13} fill="#dbe9d6" />
        <rect
          x={screen.x - 10}
          y={screen.y - 14}
          width={screen.width + 20}
          height={H - screen.y + 40}
          rx={20}
          fill={INK}
        />
        <rect
          x={screen.x}
          y={screen.y}
          width={screen.width}
          height={screen.height}
          rx={6}
          fill="#f7f1e6"
        />
        <rect x={W / 2 - 14} y={screen.y - 9} width={28} height={4} rx={2} fill="#8a8598" />
      </g>
    );
  }
  return (
    <g>
      <rect x={-W} y={-H} width={3 * W} height={2 * H} fill="#ece8f6" />
      <rect x={-W} y={178} width={3 * W} height={22} fill="#d8cbb8" />
      <rect
        x={screen.x - 10}
        y={screen.y - 10}
        width={screen.width + 20}
        height={screen.height + 20}
        rx={10}
        fill={INK}
      />
      <rect x={W / 2 - 18} y={screen.y + screen.height + 10} width={36} height={14} fill={INK} />
      <rect x={screen.x} y={screen.y} width={screen.width} height={screen.height} fill="#d6ecff" />
      <rect
        x={screen.x}
        y={screen.y + screen.height - 26}
        width={screen.width}
        height={26}
        fill="#bfe0a8"
      />
      <rect x={screen.x + 20} y={screen.y + 40} width={22} height={22} fill="#f3d58a" />
      <rect x={screen.x + 42} y={screen.y + 40} width={22} height={22} fill="#f0b98d" />
      <rect
        x={screen.x + screen.width - 60}
        y={screen.y + 30}
        width={22}
        height={22}
        fill="#f3d58a"
      />
      <circle cx={screen.x + screen.width - 30} cy={screen.y + 70} r={8} fill="#ffffff" />
    </g>
  );
}

const BACKDROPS: Record<SettingId, () => ReactElement> = {
  classroom: () => (
    <g>
      <Wall colour="#e8f0ea" floor="#e3d3b8" />
      <rect
        x={170}
        y={22}
        width={300}
        height={92}
        rx={6}
        fill="#6f9a80"
        stroke="#c9b9a3"
        strokeWidth={6}
      />
      <path
        d="M190 50h70M190 66h110M380 80h60"
        stroke="#e8f0ea"
        strokeWidth={4}
        strokeLinecap="round"
      />
      <Window x={520} y={30} />
      <rect x={30} y={40} width={70} height={50} rx={4} fill="#f6e2b5" />
    </g>
  ),
  schoolyard: () => (
    <g>
      <Sky ground="#d5e8c4" />
      <Tree x={70} />
      <Tree x={580} scale={0.9} />
      <path d="M-640 128h1920M-640 140h1920" stroke="#c9b9a3" strokeWidth={4} />
      {Array.from({ length: 48 }, (_, index) => (
        <rect key={index} x={index * 40 - 624} y={118} width={6} height={32} fill="#c9b9a3" />
      ))}
    </g>
  ),
  canteen: () => (
    <g>
      <Wall colour="#fdf1dc" floor="#e8dccb" />
      <rect x={20} y={96} width={180} height={54} fill="#d9c2a3" />
      <rect x={20} y={90} width={180} height={8} fill="#c2a37f" />
      <rect x={40} y={76} width={40} height={14} rx={3} fill="#a9c7e8" />
      <rect x={100} y={76} width={40} height={14} rx={3} fill="#f3d58a" />
      <Window x={500} y={26} width={110} height={76} />
    </g>
  ),
  library: () => (
    <g>
      <Wall colour="#f1e9dc" floor="#dccbb2" />
      <rect x={14} y={14} width={170} height={136} fill="#e2d2bb" />
      <Shelf x={22} y={56} width={154} colours={BOOKS} />
      <Shelf x={22} y={100} width={154} colours={[...BOOKS].reverse()} />
      <Shelf x={22} y={144} width={154} colours={BOOKS} />
      <rect x={456} y={14} width={170} height={136} fill="#e2d2bb" />
      <Shelf x={464} y={56} width={154} colours={[...BOOKS].reverse()} />
      <Shelf x={464} y={100} width={154} colours={BOOKS} />
      <Shelf x={464} y={144} width={154} colours={[...BOOKS].reverse()} />
    </g>
  ),
  corridor: () => (
    <g>
      <Wall colour="#e6ecf5" floor="#d4d8de" />
      {[-6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19].map((index) => (
        <g key={index}>
          <rect x={index * 46 + 8} y={40} width={42} height={110} rx={3} fill="#a9c7e8" />
          <path
            d={`M${index * 46 + 20} 54h18M${index * 46 + 20} 60h18`}
            stroke="#7f9fc2"
            strokeWidth={3}
          />
        </g>
      ))}
    </g>
  ),
  club: () => (
    <g>
      <Wall colour="#f1e8f7" floor="#e2d3c0" />
      <path d="M0 0h90q-20 80 0 150H0z" fill="#d7b8e6" />
      <path d="M640 0h-90q20 80 0 150h90z" fill="#d7b8e6" />
      <rect x={110} y={100} width={90} height={50} rx={4} fill="#4b4658" />
      {[0, 1, 2, 3, 4, 5].map((index) => (
        <rect key={index} x={114 + index * 14} y={104} width={12} height={20} fill="#ffffff" />
      ))}
      <circle cx={470} cy={60} r={7} fill="#a18bd3" />
      <path d="M477 60V30h14" stroke="#a18bd3" strokeWidth={4} fill="none" />
      <rect x={440} y={96} width={56} height={40} rx={6} fill="#c9d3e3" />
      <circle cx={456} cy={112} r={5} fill={INK} />
      <circle cx={480} cy={112} r={5} fill={INK} />
    </g>
  ),
  home: () => (
    <g>
      <Wall colour="#fbeee0" floor="#dcc6a8" />
      <Window x={40} y={28} width={100} height={76} />
      <rect
        x={500}
        y={36}
        width={70}
        height={50}
        rx={3}
        fill="#f6d6a8"
        stroke="#c2a37f"
        strokeWidth={4}
      />
      <path d="M510 76l18-20 14 14 10-8 12 14" stroke="#9fcf8f" strokeWidth={4} fill="none" />
      <rect x={430} y={108} width={200} height={42} rx={12} fill="#e9a99b" />
      <rect x={430} y={96} width={34} height={54} rx={10} fill="#dd978a" />
      <rect x={596} y={96} width={34} height={54} rx={10} fill="#dd978a" />
    </g>
  ),
  street: () => (
    <g>
      <Sky ground="#d0ccc6" groundAt={160} />
      <rect x={10} y={40} width={100} height={120} fill="#f0d3b8" />
      <rect x={120} y={70} width={80} height={90} fill="#cfe0ef" />
      <rect x={440} y={56} width={90} height={104} fill="#e8d6f0" />
      <rect x={540} y={30} width={90} height={130} fill="#f3e1b8" />
      {[24, 64, 454, 494, 554, 594].map((x) => (
        <rect
          key={x}
          x={x}
          y={x < 400 ? 60 : 76}
          width={24}
          height={24}
          fill="#ffffff"
          opacity={0.8}
        />
      ))}
      <rect x={-W} y={160} width={3 * W} height={8} fill="#b9b3aa" />
    </g>
  ),
  park: () => (
    <g>
      <Sky ground="#cfe6b8" />
      <Tree x={60} />
      <Tree x={150} scale={0.75} />
      <Tree x={590} scale={1.05} />
      <rect x={450} y={118} width={90} height={8} rx={3} fill="#b98c62" />
      <rect x={450} y={104} width={90} height={6} rx={3} fill="#b98c62" />
      <path d="M460 126v24M530 126v24" stroke="#8c6a4a" strokeWidth={5} />
    </g>
  ),
  court: () => (
    <g>
      <Wall colour="#e4efe6" floor="#efc9a2" floorAt={140} />
      <path d="M-640 172h1920M320 140v60" stroke="#ffffff" strokeWidth={4} />
      <rect x={560} y={20} width={8} height={120} fill="#8a8598" />
      <rect x={520} y={24} width={60} height={40} fill="#ffffff" stroke="#8a8598" strokeWidth={3} />
      <path d="M530 66h30l-4 22h-22z" fill="none" stroke="#e88e95" strokeWidth={3} />
      <circle cx={70} cy={130} r={12} fill="#f0a566" />
    </g>
  ),
  transport: () => (
    <g>
      <rect x={-W} y={-H} width={3 * W} height={2 * H} fill="#e7eef3" />
      {[-3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7].map((index) => (
        <rect
          key={index}
          x={index * 128 + 12}
          y={24}
          width={104}
          height={66}
          rx={10}
          fill="#dcefff"
          stroke="#b8c6d2"
          strokeWidth={4}
        />
      ))}
      <rect x={-W} y={100} width={3 * W} height={10} fill="#c9d3dc" />
      {[-3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7].map((index) => (
        <rect
          key={index}
          x={index * 128 + 30}
          y={118}
          width={70}
          height={60}
          rx={10}
          fill="#8fa7df"
          opacity={0.55}
        />
      ))}
      <path d="M-640 40h1920" stroke="#b8c6d2" strokeWidth={3} opacity={0.6} />
    </g>
  ),
  party: () => (
    <g>
      <Wall colour="#fcebee" floor="#e8d6c4" />
      <path d="M0 20q160 40 320 0t320 0" stroke="#d0a6ad" strokeWidth={2} fill="none" />
      {[20, 80, 140, 200, 260, 360, 420, 480, 540, 600].map((x, index) => (
        <path
          key={x}
          d={`M${x} ${24 + Math.round(Math.sin(x / 100) * 6)}l12 0l-6 16z`}
          fill={BOOKS[index % BOOKS.length]}
        />
      ))}
      <circle cx={60} cy={80} r={18} fill="#e9a99b" />
      <circle cx={90} cy={70} r={18} fill="#a9c7e8" />
      <path d="M60 98v50M90 88v60" stroke="#c2a37f" strokeWidth={1.5} />
      <rect x={500} y={110} width={110} height={40} rx={4} fill="#f6e2b5" />
      <path d="M530 110v-22h40v22" fill="#f3d58a" />
    </g>
  ),
  shop: () => (
    <g>
      <Wall colour="#eef5ec" floor="#dedad2" />
      <rect x={14} y={18} width={180} height={132} fill="#e2d8c8" />
      <Shelf
        x={22}
        y={60}
        width={164}
        colours={['#f0b98d', '#f0b98d', '#b5d9b0', '#b5d9b0', '#f3d58a', '#f3d58a']}
      />
      <Shelf
        x={22}
        y={104}
        width={164}
        colours={['#a9c7e8', '#a9c7e8', '#e9a99b', '#e9a99b', '#d7b8e6', '#d7b8e6']}
      />
      <rect x={470} y={100} width={160} height={50} fill="#c9b9a3" />
      <rect x={470} y={94} width={160} height={8} fill="#b29a7c" />
      <rect x={500} y={70} width={40} height={24} rx={3} fill={INK} />
    </g>
  ),
  'online-chat': () => <Screen setting="online-chat" />,
  'online-game': () => <Screen setting="online-game" />,
};

/** The background of a setting, drawn first so the people stand in front of it. */
export function SettingBackdrop({ setting }: { setting: SettingId }) {
  const Backdrop = BACKDROPS[setting];
  return <Backdrop />;
}
