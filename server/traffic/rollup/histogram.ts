/** Field speed as histograms with buckets 2 % apart (CLS in thousandths): a p75 read from them
 * is within about 1 % over any window, and a day's roll-up is a few rows per page. */
export type VitalsMetric = "lcp" | "inp" | "cls";
export const HISTOGRAM_METRICS: VitalsMetric[] = ["lcp", "inp", "cls"];

const GROWTH = Math.log(1.02);
const scale = (metric: VitalsMetric) => (metric === "cls" ? 1000 : 1);

export const bucketOf = (metric: VitalsMetric, value: number) =>
  Math.floor(Math.log1p(Math.max(0, value) * scale(metric)) / GROWTH);

/** The middle of a bucket, in the metric's unit. */
export const bucketValue = (metric: VitalsMetric, bucket: number) =>
  (Math.expm1(bucket * GROWTH) + Math.expm1((bucket + 1) * GROWTH)) / 2 / scale(metric);

/** Counts per bucket. */
export type Histogram = Map<number, number>;

export function addTo(h: Histogram, bucket: number, count = 1) {
  h.set(bucket, (h.get(bucket) ?? 0) + count);
}

/** The 75th percentile (nearest rank), or null with fewer than `min` figures. */
export function p75(metric: VitalsMetric, h: Histogram | undefined, min: number): number | null {
  if (!h) return null;
  const total = [...h.values()].reduce((a, b) => a + b, 0);
  if (total < min || total === 0) return null;
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (const bucket of [...h.keys()].sort((a, b) => a - b)) {
    seen += h.get(bucket)!;
    if (seen >= rank) {
      const v = bucketValue(metric, bucket);
      return metric === "cls" ? Math.round(v * 1000) / 1000 : Math.round(v);
    }
  }
  return null;
}
