import type { RequestScope } from '../../shared/scope';
import type { CourseTables } from './course.entity';

/** What a sitemap names of a public course: its id, for its page's address, and when it last changed. */
export interface SitemapCourse {
  id: string;
  updatedAt: Date;
}

/**
 * Every course of the public catalogue (the PUBLISHED ones: a draft is an ADMIN's), newest first as the
 * catalogue lists them, in one statement of plain rows: a sitemap of 100,000 courses hydrates no entity.
 */
export async function sitemapCourses({ em }: RequestScope): Promise<SitemapCourse[]> {
  const rows = await em
    .getKysely<CourseTables>()
    .selectFrom('courses')
    .select(['id', 'updated_at'])
    .where('status', '=', 'PUBLISHED')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ id: row.id, updatedAt: new Date(row.updated_at) }));
}
