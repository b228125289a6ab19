import { describe, expectTypeOf, it } from 'vitest';
import type { LectureTables } from '../lecture/lecture.entity';
import type { CourseLectureTables } from './course-lectures.tables';

describe('CourseLectureTables', () => {
  it("is a part of the lecture entity's table (checked by the type checker)", () => {
    expectTypeOf<LectureTables['lectures']>().toMatchObjectType<CourseLectureTables['lectures']>();
  });
});
