import { ComingSoon } from '../../../components/ui/coming-soon';

/** Placeholder: course details with Watch Lectures / Subscribe (/course/description). */
export function CourseDescriptionPage() {
  return <ComingSoon title="Course Description" />;
}
