import { useSyncExternalStore } from "react";
import { areaMapCopy } from "../../../content/places/area-regions";
import type { AreaMapData } from "../../lib/places/area-map";

/** The two states with a marker per served place, each linking to its landing page; geometry
 * comes drawn from the build-time loader. Hit circles are 48 units (at least 24 CSS px) and the
 * same links are listed beside the map. */
const noSubscription = () => () => {};

/** False in the prerender and while hydrating, true once the page has started. */
const useStarted = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

export function AreaMap({
  map,
  current,
  afterStart = false,
}: {
  map: AreaMapData;
  /** The landing page being read: its marker is drawn as the place you are. */
  current?: string;
  /** Draw after start from the loader's data rather than in the prerendered HTML (a landing
   * page's HTML before the dialogs has a budget); the box keeps its size. */
  afterStart?: boolean;
}) {
  const started = useStarted();
  if (afterStart && !started) return <div className="area-map area-map-svg" />;
  const here = map.markers.find((m) => m.slug === current);
  // The place's name without its trade: "Charleston (construction)" is labelled "Charleston".
  const hereName = here?.label.replace(/ \(.*\)$/, "");
  // The label sits right of the dot, or left of it near the drawing's right edge; never below
  // the drawing's foot.
  const labelLeft = here ? here.x > map.width * 0.72 : false;
  return (
    <figure className="area-map">
      <svg
        viewBox={`0 0 ${map.width} ${map.height}`}
        role="group"
        aria-label={areaMapCopy.title}
        className="area-map-svg"
      >
        {map.states.map((s) => (
          <path key={s.name} d={s.d} className="area-map-state">
            <title>{s.name}</title>
          </path>
        ))}
        <circle cx={map.office.x} cy={map.office.y} r="9" className="area-map-office" />
        {/* Plain links the page's one listener follows (docs/decisions/0029). */}
        {map.markers.map((m) => (
          <a
            key={m.slug}
            href={`/${m.slug}`}
            data-discover="true"
            // Every marker is in view with the map: a page is fetched ahead
            // only when one is pointed at or touched (PagesAhead).
            data-prefetch="intent"
            className={`area-map-marker ${m.slug === current ? "area-map-current" : ""}`}
            aria-label={m.label}
            aria-current={m.slug === current ? "page" : undefined}
          >
            {/* The hit circle, then the dot (app/styles/map.css sizes and paints both). */}
            <circle cx={m.x} cy={m.y} r="26" />
            <circle cx={m.x} cy={m.y} r="4.5" />
          </a>
        ))}
        {here && (
          <text
            x={here.x + (labelLeft ? -14 : 14)}
            y={Math.min(here.y + 7, map.height - 6)}
            textAnchor={labelLeft ? "end" : "start"}
            className="area-map-label"
            aria-hidden="true"
          >
            {hereName}
          </text>
        )}
      </svg>
      <figcaption className="area-map-caption">
        <span>
          <span className="area-map-key area-map-key-office" aria-hidden="true" />
          {areaMapCopy.office}
        </span>
        <span>
          <span className="area-map-key" aria-hidden="true" />
          {areaMapCopy.places}
        </span>
        {here && (
          <span data-testid="map-key-current">
            <span className="area-map-key area-map-key-current" aria-hidden="true" />
            {areaMapCopy.current}: {hereName}
          </span>
        )}
      </figcaption>
    </figure>
  );
}
