import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { bumpCatalogVersion } from './catalog-version.trigger';

const CourseSchema = defineEntity({
  name: 'Course',
  tableName: 'courses',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    title: p.string().length(200),
    description: p.text(),
    category: p.string().length(200).index(),
    /** The instructor's name, as the spec's `createdBy`. */
    createdBy: p.string().length(200),
    thumbnailKey: p.string().length(500),
    /** The catalogue lists newest first. */
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  triggers: [bumpCatalogVersion],
});

export class Course extends CourseSchema.class {}
CourseSchema.setClass(Course);
