// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient module type (?inline), for tests/ which typechecks the Studio schema without it
/// <reference path="../css-inline.d.ts" />
// The drawing's own styles (learner-ui's scene.css, scoped to .scene, .person and .reaction) for
// a drawing in the Studio's form, outside the learner frame that carries the app's styles.
import sceneCss from '@ths/learner-ui/scene/scene.css?inline';

export function SceneStyles() {
  return <style>{sceneCss}</style>;
}
