/** The budgets of the benchmark issue; `npm run bench -- --check` fails on any 'fail' or 'missing' row. */
export const BUDGETS = {
  /** GraphQL and REST with the catalogue cache off, against the node:http + pg baseline. */
  graphqlVsBaseline: 0.8,
  graphqlVsRest: 0.67,
  restVsBaseline: 0.95,
  /** Repeated anonymous GraphQL catalogue reads (catalogue cache): against the uncached baseline, and REST's hits. */
  cachedGraphqlVsBaseline: 1,
  cachedGraphqlVsCachedRest: 0.8,
  p99Ms: 50,
  /**
   * The session lookup included. The dashboard's 5: the session, the courses' first page and its count (sent at once),
   * the user counts with the money collected, the monthly sales.
   */
  statements: { catalogue: 2, lectureList: 2, dashboard: 5 },
  uploadRssGrowthMiB: 100,
  uploadLargeWithinMiB: 32,
  uploadVsBaseline: 0.8,
  rangeFirstByteVsBaseline: 1.3,
  initialJsGzipBytes: 200_000,
  /** Mobile performance ≥ 95 (median run) and accessibility 100 on the audited pages. */
  lighthousePerformance: 95,
  lighthouseAccessibility: 100,
  /** What a visitor in Hindi fetches at start beyond an English one's: its texts come as a chunk of their own. */
  hindiExtraInitialJsGzipBytes: 25_000,
  learningP95Ms: 5,
  /** Catalogue at 100,000 courses: first card and GraphQL first page against 50 courses in the same run. */
  scaleVsSmallest: 1.5,
  scaleHtmlGzipBytes: 60_000,
  scaleSearchP99Ms: 50,
  /** A common word at 100,000 courses saturated by 20 connections. */
  scaleSearchSaturated: { requestsPerSecond: 500, p99Ms: 100 },
  /** The whole H.264 ladder, poster and progressive MP4 of a 1080p30 source, as a multiple of real time. */
  ladderXRealtime: 2,
} as const;
