/**
 * Decorative full-screen background. Wide screens cross-fade two images every
 * 8000 ms with a 500 ms fade, done in CSS (app.css, `.bg-layer-b`), so it costs no
 * JavaScript and stops with the motion toggle or reduced motion. Narrow screens
 * get one fixed image.
 */
export function Background() {
  return (
    <div aria-hidden="true" className="site-background">
      <div className="bg-layer bg-layer-a" />
      <div className="bg-layer bg-layer-b" />
    </div>
  );
}
