/** The pages held to the Lighthouse budgets; the course page is audited on a demo course. */
export const LIGHTHOUSE_PAGES = ['/', '/courses', '/course/description'] as const;
export type LighthousePage = (typeof LIGHTHOUSE_PAGES)[number];
