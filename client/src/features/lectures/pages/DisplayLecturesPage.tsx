import { ComingSoon } from '../../../components/ui/coming-soon';

/** Placeholder: video player and lecture list (/course/displaylecture and /course/displaylectures). */
export function DisplayLecturesPage() {
  return <ComingSoon title="Course Lectures" />;
}
