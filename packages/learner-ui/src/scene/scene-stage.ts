// Where a scene's people stand in its 640×200 drawing (docs/decisions/0062): side by side in
// their order (people[0], the person the answer is for, first, as the alt text names them), the
// bust's bottom on the stage's floor, adults larger than children. Online settings put the people
// inside a phone or a screen, so the stage is that screen. Pure, so the layout is tested apart.
import type { Scene, SettingId } from '@ths/content-model/scene';
import { AGE_SCALE } from './peep-options.ts';

export const SCENE_WIDTH = 640;
export const SCENE_HEIGHT = 200;
/** An adult's drawing (a square) on a full-height stage. */
const ADULT_SIZE = 176;

export type Stage = { x: number; y: number; width: number; height: number };

const FULL_STAGE: Stage = { x: 0, y: 0, width: SCENE_WIDTH, height: SCENE_HEIGHT };

/** The screen inside the phone (a chat) and the monitor (a game) the settings draw. */
export const SCREEN_STAGES = {
  'online-chat': { x: 252, y: 22, width: 136, height: 162 },
  'online-game': { x: 176, y: 18, width: 288, height: 150 },
} as const satisfies Partial<Record<SettingId, Stage>>;

export function stageOf(setting: SettingId): Stage {
  return setting === 'online-chat' || setting === 'online-game'
    ? SCREEN_STAGES[setting]
    : FULL_STAGE;
}

export type Placement = {
  /** The drawing's square: its left, top and side, in the scene's units. */
  x: number;
  y: number;
  size: number;
  /** The centre of the person, as a share of the scene's width (for the name's label). */
  centre: number;
};

export function placePeople(scene: Pick<Scene, 'setting' | 'people'>): Placement[] {
  const stage = stageOf(scene.setting);
  const unit = stage.height / SCENE_HEIGHT;
  const count = scene.people.length;
  // Shoulder to shoulder at most, closer when many share a small screen.
  const step = Math.min(ADULT_SIZE * 0.78 * unit, stage.width / count);
  const middle = stage.x + stage.width / 2;
  return scene.people.map((person, index) => {
    const size =
      ADULT_SIZE * AGE_SCALE[person.look.age] * unit * Math.min(1, (step / ADULT_SIZE) * 1.6);
    const centreX = middle + (index - (count - 1) / 2) * step;
    return {
      x: centreX - size / 2,
      y: stage.y + stage.height - size,
      size,
      centre: centreX / SCENE_WIDTH,
    };
  });
}

export type Frame = { x: number; y: number; width: number; height: number };

/** Room left around the people, so a face is never at the picture's edge. */
const FRAME_MARGIN = 16;

/**
 * The part of the drawing that holds its people, from the floor to the top of the scene: the
 * picture beside the situation on a phone (docs/decisions/0062), where the whole 16:5 band would
 * push the choices below the screen. At least square, so one person keeps some of the place
 * around them (an online chat keeps its whole phone).
 */
export function peopleFrame(scene: Pick<Scene, 'setting' | 'people'>): Frame {
  const placements = placePeople(scene);
  let left = Math.min(...placements.map((place) => place.x)) - FRAME_MARGIN;
  let right = Math.max(...placements.map((place) => place.x + place.size)) + FRAME_MARGIN;
  const missing = SCENE_HEIGHT - (right - left);
  if (missing > 0) {
    left -= missing / 2;
    right += missing / 2;
  }
  // Inside the drawing: a frame pushed past one edge slides back rather than shrinks.
  const width = Math.min(SCENE_WIDTH, right - left);
  const x = Math.min(Math.max(0, left), SCENE_WIDTH - width);
  return { x, y: 0, width, height: SCENE_HEIGHT };
}
