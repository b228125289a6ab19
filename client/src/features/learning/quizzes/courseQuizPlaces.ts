import { skipToken, useQuery } from '@apollo/client/react';
import { CourseItemsQuery } from './components/CourseItemsList';

/** A quiz as the lecture list shows it. */
export interface PlacedQuiz {
  id: string;
  title: string;
  questionCount: number;
  /** In-video: where its lecture's player asks it. */
  atSeconds: number | null;
}

/** A course's quizzes by the lecture they follow (its id), in the course's order; null keys those before any lecture. */
export type QuizPlaces = ReadonlyMap<string | null, PlacedQuiz[]>;

/**
 * Where each of a course's quizzes belongs among its lectures, from the course's items (Course.items, which the server
 * orders: each lecture followed by the quizzes placed after it, then the quizzes placed at the end).
 */
export function useCourseQuizPlaces(courseId: string | null): QuizPlaces {
  const { data } = useQuery(CourseItemsQuery, courseId ? { variables: { id: courseId } } : skipToken);
  const places = new Map<string | null, PlacedQuiz[]>();
  let lastLecture: string | null = null;
  for (const item of data?.course.items ?? []) {
    if (item.lecture) lastLecture = item.lecture.id;
    if (item.quiz) places.set(lastLecture, [...(places.get(lastLecture) ?? []), item.quiz]);
  }
  return places;
}
