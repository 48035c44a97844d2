// The two sizes each story is told at: a phone (390×844, touch) and a laptop (1280×800), the
// sizes of playwright.config.ts's projects. Use as `test.use({ viewport, isMobile, hasTouch })`.
export const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'laptop', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
] as const;
