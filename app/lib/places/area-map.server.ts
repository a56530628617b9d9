/** The area map, drawn at build time (`.server` keeps d3-geo, topojson-client and us-atlas out
 * of the browser, docs/decisions/0018). Boundaries: U.S. Census Bureau cartographic state
 * outlines at 1:10,000,000, public domain, via us-atlas. */
import { geoConicConformal, geoContains, geoPath } from "d3-geo";
import type { ExtendedFeature, GeoGeometryObjects } from "d3-geo";
import { createRequire } from "node:module";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { STATE_NAMES } from "../../../content/business";
import { officePlace } from "../../../content/places/area-map";
import { landingPages } from "../../../content/landing-pages/index";
import { MAP_HEIGHT, MAP_WIDTH, type AreaMapData, type AreaMapMarker } from "./area-map";

type StateFeature = ExtendedFeature<GeoGeometryObjects, { name: string }>;

let cached: AreaMapData | undefined;

/** Points of an outline closer than this (SVG units) to the last kept one are dropped. */
const SIMPLIFY_UNITS = 2.5;

/** Thins a path of whole-unit M/L/Z commands: at 600 units wide a point within 2.5 units of the
 * last adds nothing visible, and the coastline is most of the bytes. */
export function thinPath(d: string, min = SIMPLIFY_UNITS): string {
  return d
    .split("M")
    .filter(Boolean)
    .map((ring) => {
      const closed = ring.endsWith("Z");
      const points = ring
        .replace(/Z$/, "")
        .split("L")
        .map((p) => p.split(",").map(Number) as [number, number]);
      const kept: [number, number][] = [points[0]!];
      for (const pt of points.slice(1, -1)) {
        const last = kept.at(-1)!;
        if (Math.hypot(pt[0] - last[0], pt[1] - last[1]) >= min) kept.push(pt);
      }
      if (points.length > 1) kept.push(points.at(-1)!);
      // A ring thinned below a triangle is a speck (a small island): leave it out.
      if (kept.length < 4) return "";
      return `M${kept.map((p) => p.join(",")).join("L")}${closed ? "Z" : ""}`;
    })
    .join("");
}

function stateFeatures(): StateFeature[] {
  const require = createRequire(import.meta.url);
  const us = require("us-atlas/states-10m.json") as Topology<{
    states: GeometryCollection<{ name: string }>;
  }>;
  const names: string[] = Object.values(STATE_NAMES);
  const all = feature(us, us.objects.states).features as StateFeature[];
  return all.filter((f) => names.includes(f.properties.name));
}

/** The outlines and one marker per landing page, projected once per build. */
export function areaMap(): AreaMapData {
  if (cached) return cached;
  const states = stateFeatures();
  const collection = { type: "FeatureCollection" as const, features: states };
  // Lambert conformal conic with standard parallels across the two states:
  // the projection the Census Bureau's state maps use at this latitude.
  const projection = geoConicConformal()
    .parallels([37, 39.5])
    .rotate([79.5, 0])
    .fitExtent(
      [
        [6, 6],
        [MAP_WIDTH - 6, MAP_HEIGHT - 6],
      ],
      collection,
    );
  const path = geoPath(projection).digits(0);
  const round = (n: number) => Math.round(n);
  const project = (lonLat: [number, number]) => {
    const [x, y] = projection(lonLat)!;
    return { x: round(x), y: round(y) };
  };
  const markers = landingPages.map((p): AreaMapMarker => {
    const place: [number, number] = [p.mapPoint.lon, p.mapPoint.lat];
    const state = states.find((s) => s.properties.name === STATE_NAMES[p.state]);
    if (!state || !geoContains(state, place))
      throw new Error(
        `content/landing-pages/${p.slug}.ts: mapPoint lies outside ${STATE_NAMES[p.state]}`,
      );
    return {
      slug: p.slug,
      label: p.trade ? `${p.city} (${p.trade.toLowerCase()})` : p.city,
      state: p.state,
      ...project(place),
    };
  });
  cached = {
    width: MAP_WIDTH,
    height: MAP_HEIGHT,
    states: states.map((s) => ({ name: s.properties.name, d: thinPath(path(s) ?? "") })),
    markers,
    office: project(officePlace),
  };
  return cached;
}

/** A landing page's map: the two states, the place and its nearest other pages, so its HTML
 * stays in budget (Areas Served shows all places). */
export function areaMapNear(slug: string, count = 5): AreaMapData {
  const map = areaMap();
  const here = map.markers.find((m) => m.slug === slug);
  if (!here) return map;
  const near = map.markers
    .filter((m) => m.slug !== slug)
    .sort((a, b) => Math.hypot(a.x - here.x, a.y - here.y) - Math.hypot(b.x - here.x, b.y - here.y))
    .slice(0, count);
  return { ...map, markers: [here, ...near] };
}
