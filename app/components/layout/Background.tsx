/** Decorative background: wide screens cross-fade two images in CSS (app.css, `.bg-layer-b`),
 * which stops with the motion toggle or reduced motion; narrow screens get one fixed image. */
export function Background() {
  return (
    <div aria-hidden="true" className="site-background">
      <div className="bg-layer bg-layer-a" />
      <div className="bg-layer bg-layer-b" />
    </div>
  );
}
