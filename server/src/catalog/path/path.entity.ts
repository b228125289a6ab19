import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { nowOnCreate, nowOnUpdate, uuidPrimaryKey } from '../../shared/orm';
import { Course } from '../course/course.entity';

/**
 * A learning path: courses in an order an ADMIN chose, with what it is about and what a learner comes out able to do.
 * A draft (not published) is seen by ADMINs only. Its address is the slug (/paths/<slug>).
 */
const LearningPathSchema = defineEntity({
  name: 'LearningPath',
  tableName: 'learning_paths',
  properties: {
    id: uuidPrimaryKey(),
    slug: p.string().length(80).unique(),
    title: p.string().length(200),
    description: p.text(),
    outcome: p.text(),
    published: p.boolean().default(false),
    createdAt: nowOnCreate(),
    updatedAt: nowOnUpdate(),
  },
});

export class LearningPath extends LearningPathSchema.class {}
LearningPathSchema.setClass(LearningPath);

/**
 * One course of a path at its place. `requiresPrevious`: the course before it must be finished (its certificate
 * issued) first. The rows go with the path, and a deleted course leaves its paths.
 */
const PathCourseSchema = defineEntity({
  name: 'PathCourse',
  tableName: 'path_courses',
  properties: {
    path: () => p.manyToOne(LearningPath).ref().primary().deleteRule('cascade'),
    course: () => p.manyToOne(Course).ref().primary().deleteRule('cascade').index(),
    position: p.integer(),
    requiresPrevious: p.boolean().default(false),
  },
});

export class PathCourse extends PathCourseSchema.class {}
PathCourseSchema.setClass(PathCourse);

/** The paths' tables as typed SQL sees them (docs/decisions/0006-typed-sql.md). */
export type PathTables = InferKyselyDB<typeof LearningPathSchema> & InferKyselyDB<typeof PathCourseSchema>;
