/** The parts of @mdn/mdn-http-observatory (JavaScript, no types) that
 * tools/measure/observatory/observatory.ts uses. */
declare module "@mdn/mdn-http-observatory/src/retriever/retriever.js" {
  export function retrieve(
    hostname: string,
    options?: { httpPort?: number; httpsPort?: number; path?: string },
  ): Promise<{ responses: { auto: { status: number } | null } }>;
}
declare module "@mdn/mdn-http-observatory/src/constants.js" {
  export const ALL_TESTS: ((requests: unknown) => { result: string })[];
}
declare module "@mdn/mdn-http-observatory/src/grader/grader.js" {
  export function getScoreModifier(result: string): number;
}
declare module "@mdn/mdn-http-observatory/src/grader/charts.js" {
  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
}
