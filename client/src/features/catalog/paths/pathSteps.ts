import type { TimelineCourse, TimelineStep } from './components/PathTimeline';

interface PathCourse {
  requiresPrevious: boolean;
  course: TimelineCourse;
}
interface Progress {
  nextCourse: { id: string } | null;
  steps: readonly { courseId: string; completed: boolean; locked: boolean }[];
}

/** The timeline's steps: the server's progress when there is a learner, else the path's plain order. */
export function pathSteps(courses: readonly PathCourse[], progress: Progress | null): TimelineStep[] {
  const stepOf = new Map(progress?.steps.map((step) => [step.courseId, step]));
  return courses.map((entry, index) => {
    const step = stepOf.get(entry.course.id);
    const previous = courses[index - 1]?.course.title ?? null;
    return {
      course: entry.course,
      completed: step?.completed ?? false,
      lockedBy: step?.locked ? previous : null,
      next: progress?.nextCourse?.id === entry.course.id,
    };
  });
}
