import type { SavedAnswer } from './answerStore';

export interface SavedCourse {
  id: string;
  title: string;
  /** Whether its lecture screen was saved too (the curriculum and the lecture's page). */
  lectures: boolean;
  savedAt: number;
}

export interface SavedPlaces {
  myLearning: boolean;
  catalogue: boolean;
  courses: SavedCourse[];
}

const courseOf = (answer: SavedAnswer) => {
  const course = (answer.data as { course?: { id?: unknown; title?: unknown } | null } | null)?.course;
  return typeof course?.id === 'string' && typeof course.title === 'string'
    ? { id: course.id, title: course.title }
    : null;
};

/** What the offline page can offer, from the saved answers: the pages, and the courses newest first. */
export function savedPlaces(answers: SavedAnswer[]): SavedPlaces {
  const courses = new Map<string, SavedCourse>();
  for (const answer of answers) {
    const course =
      answer.operationName === 'CourseDescriptionPageQuery' || answer.operationName === 'DisplayLecturesPageQuery'
        ? courseOf(answer)
        : null;
    if (!course) continue;
    const known = courses.get(course.id);
    courses.set(course.id, {
      ...course,
      lectures: (known?.lectures ?? false) || answer.operationName === 'DisplayLecturesPageQuery',
      savedAt: Math.max(known?.savedAt ?? 0, answer.savedAt),
    });
  }
  const has = (name: string) => answers.some((answer) => answer.operationName === name);
  return {
    myLearning: has('MyLearningPageQuery'),
    catalogue: has('CourseCatalogQuery'),
    courses: [...courses.values()].sort((a, b) => b.savedAt - a.savedAt),
  };
}
