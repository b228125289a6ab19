import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { nowOnCreate } from '../../shared/orm';

/**
 * A managed category. Its name is its key and the courses' `category` column refers to it with `on update
 * cascade`, so renaming a category renames it in every course in one statement, and the catalogue (which reads
 * `courses.category` as before) needs no join. `name_key` (the name lower-cased) is unique: "Design" and "design"
 * cannot both exist.
 */
const CategorySchema = defineEntity({
  name: 'Category',
  tableName: 'categories',
  properties: {
    name: p.string().length(200).primary(),
    nameKey: p.string().length(200).generated('(lower((name)::text)) stored').unique().nullable().lazy().hidden(),
    createdAt: nowOnCreate(),
  },
});

export class Category extends CategorySchema.class {}
CategorySchema.setClass(Category);

/** The `categories` table as typed SQL sees it (docs/decisions/0006-typed-sql.md). */
export type CategoryTables = InferKyselyDB<typeof CategorySchema>;
