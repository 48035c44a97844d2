// @vitest-environment jsdom
// The scene as assistive technology meets it (docs/decisions/0062): one image named by the alt
// text, the names under the faces hidden from it (the alt says them), and a reaction that changes
// people[0]'s face only.
import '@testing-library/jest-dom/vitest';
import type { Look, Scene } from '@ths/content-model/scene';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { peopleFrame } from './scene-stage.ts';
import { FaceView, PersonView, SceneView } from './scene-view.tsx';

afterEach(cleanup);

const look: Look = {
  skin: 'tone2',
  hair: 'short2',
  hairColour: 'black',
  clothing: 'blue',
  glasses: false,
  wheelchair: false,
  age: 'child',
};

const SCENE: Scene = {
  setting: 'classroom',
  people: [
    { name: 'Hiro', look, feeling: 'worried' },
    { look: { ...look, age: 'adult', wheelchair: true }, feeling: 'calm' },
  ],
  alt: 'Na sala de aula, Hiro olha preocupado para o caderno; a professora está calma.',
};

test('the whole drawing is one image whose accessible name is the alt text', () => {
  render(<SceneView scene={SCENE} />);
  const image = screen.getByRole('img');
  expect(image).toHaveAccessibleName(SCENE.alt);
  expect(image).toHaveAttribute('data-setting', 'classroom');
});

test('names are shown under the faces and hidden from screen readers', () => {
  render(<SceneView scene={SCENE} />);
  const name = screen.getByText('Hiro');
  expect(name).toHaveAttribute('aria-hidden', 'true');
  // Only the named person gets a label; "a professora" is said by the alt alone.
  expect(screen.getByRole('img').querySelectorAll('.scene__name')).toHaveLength(1);
});

test('framed on its people, the picture shows their part of the drawing, names under each face', () => {
  render(<SceneView scene={SCENE} framing="people" />);
  const image = screen.getByRole('img');
  expect(image).toHaveAccessibleName(SCENE.alt);
  expect(image).toHaveClass('scene--people');
  const frame = peopleFrame(SCENE);
  expect(image.querySelector('svg')).toHaveAttribute(
    'viewBox',
    `${frame.x} ${frame.y} ${frame.width} ${frame.height}`,
  );
  // Two people: Hiro, the first, stands in the left half of the picture.
  const left = parseFloat(screen.getByText('Hiro').style.left);
  expect(left).toBeGreaterThan(0);
  expect(left).toBeLessThan(50);
});

test('a small picture of three people shows no names (the alt text says them)', () => {
  const crowd: Scene = {
    ...SCENE,
    people: [...SCENE.people, { name: 'Luana', look, feeling: 'happy' }],
  };
  const { container } = render(<SceneView scene={crowd} framing="people" />);
  expect(container.querySelectorAll('.scene__name')).toHaveLength(0);
  expect(screen.getByRole('img')).toHaveAccessibleName(SCENE.alt);
  render(<SceneView scene={crowd} />);
  expect(screen.getByText('Luana')).toBeInTheDocument();
});

test('a reaction changes the face of people[0] and no one else', () => {
  const { container, rerender } = render(<SceneView scene={SCENE} />);
  const feelings = () =>
    [...container.querySelectorAll('[data-feeling]')].map((person) =>
      person.getAttribute('data-feeling'),
    );
  expect(feelings()).toEqual(['worried', 'calm']);
  rerender(<SceneView scene={SCENE} reaction="sad" />);
  expect(feelings()).toEqual(['sad', 'calm']);
});

test('a wheelchair is drawn for the person who uses one', () => {
  const { container } = render(<SceneView scene={SCENE} />);
  const [hiro, teacher] = container.querySelectorAll('[data-feeling]');
  expect(hiro!.querySelectorAll('circle')).toHaveLength(0);
  expect(teacher!.querySelectorAll(':scope > g circle').length).toBeGreaterThan(0);
});

test('one person: named when given a label, decoration otherwise', () => {
  render(
    <>
      <FaceView look={look} feeling="sad" label="Como Hiro se sente: tristeza" />
      <PersonView look={look} feeling="happy" />
    </>,
  );
  expect(screen.getByRole('img')).toHaveAccessibleName('Como Hiro se sente: tristeza');
  expect(screen.getByRole('img')).toHaveAttribute('data-feeling', 'sad');
  expect(document.querySelector('[data-feeling="happy"]')).toHaveAttribute('aria-hidden', 'true');
});
