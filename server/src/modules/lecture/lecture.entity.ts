import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { bumpCatalogVersion } from '../course/catalog-version.trigger';
import { Course } from '../course/course.entity';

const LectureSchema = defineEntity({
  name: 'Lecture',
  tableName: 'lectures',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    /** Deleting a course deletes its lectures in the service; ON DELETE CASCADE is the database's safety net. */
    course: () => p.manyToOne(Course).ref().deleteRule('cascade'),
    title: p.string().length(200),
    description: p.text(),
    videoKey: p.string().length(500),
    videoBytes: p.bigint('number'),
    contentType: p.string().length(100),
    /** 1, 2, 3… within the course, in upload order; gaps after a delete are fine. */
    position: p.integer(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  // Lists read `where course_id = ? order by position`; one course never has two lectures at one position.
  uniques: [{ properties: ['course', 'position'] }],
  triggers: [bumpCatalogVersion],
});

export class Lecture extends LectureSchema.class {}
LectureSchema.setClass(Lecture);
