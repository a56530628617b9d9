import { useSyncExternalStore } from "react";
import { areaMapCopy } from "../../../content/area-regions";
import type { AreaMapData } from "../../lib/area-map";
import { useFollowLinks } from "../../lib/follow-links";

/**
 * West Virginia and Virginia with a marker per served place, each a link to
 * its landing page. The geometry comes from the route's loader (drawn at build
 * time); this only lays it out. Each marker's invisible hit circle is 48 units
 * across, at least 24 CSS px wide at the narrowest column it is drawn in; the
 * same links are in the list beside the map, one per line.
 */
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
  /**
   * Draw once the page has started, from the loader's data, instead of in the
   * prerendered HTML (landing pages: their HTML before the dialogs has a
   * budget, and the map is below the first screen). The box keeps its size.
   */
  afterStart?: boolean;
}) {
  const started = useStarted();
  // The markers are plain links the drawing follows (docs/decisions/0029).
  const followLinks = useFollowLinks<SVGSVGElement>();
  if (afterStart && !started) return <div className="area-map area-map-svg" />;
  return (
    <figure className="area-map">
      <svg
        viewBox={`0 0 ${map.width} ${map.height}`}
        role="group"
        aria-label={areaMapCopy.title}
        className="area-map-svg"
        ref={followLinks}
      >
        {map.states.map((s) => (
          <path key={s.name} d={s.d} className="area-map-state">
            <title>{s.name}</title>
          </path>
        ))}
        <circle cx={map.office.x} cy={map.office.y} r="9" className="area-map-office" />
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
      </figcaption>
    </figure>
  );
}
