/**
 * Learning paths: ADMINs compose ordered courses with prerequisites into a path; everyone reads the published ones.
 * The learner's progress along a path, and its certificate, are the progress module's (it builds on this one).
 */
export { LearningPath, PathCourse, type PathTables } from './path.entity';
export { CoursePathsResolver, PathResolver } from './path.resolver';
export { type PathCourseView, pathCoursesOf } from './path.service';
export { PathType } from './path.types';
