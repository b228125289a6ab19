/**
 * The course fields a catalogue card shows: the client's `CourseCard_course` fragment selects exactly these, and the
 * server inlines them in /courses's HTML as that query's answer (a test on each side holds them to this list).
 */
export const CATALOGUE_CARD_FIELDS = [
  'id',
  'title',
  'description',
  'category',
  'createdBy',
  'thumbnailUrl',
  'numberOfLectures',
  'totalDurationSeconds',
] as const;

/** The id of the `<script type="application/json">` element that carries the inlined catalogue. */
export const CATALOGUE_DATA_ELEMENT_ID = 'catalogue-data';
