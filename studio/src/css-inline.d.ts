// A style sheet imported as text (Vite's `?inline`): the preview puts the learner app's styles
// inside its own frame, away from the Studio's (components/learner-frame.tsx).
declare module '*.css?inline' {
  const css: string;
  export default css;
}
