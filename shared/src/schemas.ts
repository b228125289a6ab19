import { z } from 'zod';
import { canonicalLanguage, INVALID_LANGUAGE_MESSAGE } from './languages';
import { SUPPORTED_LOCALES, UNSUPPORTED_LOCALE_MESSAGE } from './locales';
import { messages as m } from './messages';
import {
  CATEGORY_NAME_MAX,
  COURSE_LIST_ITEM_MAX,
  COURSE_LIST_MAX_ITEMS,
  EMAIL_PATTERN,
  FULL_NAME_MIN_LENGTH,
  INSTRUCTOR_BIO_MAX,
  LONG_TEXT_MAX,
  PASSWORD_PATTERN,
  SHORT_TEXT_MAX,
} from './rules';

const required = (message: string, max = SHORT_TEXT_MAX) =>
  z
    .string(message)
    .trim()
    .min(1, message)
    .max(max, `Must be at most ${max} characters`)
    .refine((value) => !value.includes('\u0000'), 'Must not contain null bytes');

export const signupSchema = z.object({
  fullName: required(m.fillAllDetails).pipe(z.string().min(FULL_NAME_MIN_LENGTH, m.nameTooShort)),
  email: required(m.fillAllDetails).pipe(z.string().regex(EMAIL_PATTERN, m.invalidEmail)),
  password: z.string(m.fillAllDetails).min(1, m.fillAllDetails).regex(PASSWORD_PATTERN, m.weakPassword),
  hasAvatar: z.literal(true, m.fillAllDetails),
});

export const loginSchema = z.object({
  email: required(m.fillAllDetails),
  password: z.string(m.fillAllDetails).min(1, m.fillAllDetails),
});

export const profileSchema = z.object({
  fullName: required(m.profileAllMandatory).pipe(z.string().min(FULL_NAME_MIN_LENGTH, m.profileNameTooShort)),
  hasAvatar: z.literal(true, m.profileAllMandatory),
});

/**
 * Here rather than beside the locale list, which the app's start-up code reads: a zod schema there kept the whole of
 * zod in every page's initial JS.
 */
export const localeSchema = z.enum(SUPPORTED_LOCALES, { error: UNSUPPORTED_LOCALE_MESSAGE });

/**
 * A content language as an ADMIN gives it (a course's, a caption or audio track's): a BCP 47 tag, in its canonical
 * spelling once parsed (languages.ts).
 */
export const languageTagSchema = z
  .string()
  .refine((tag) => canonicalLanguage(tag) !== undefined, INVALID_LANGUAGE_MESSAGE)
  .transform((tag) => canonicalLanguage(tag) as string);

export const changePasswordSchema = z.object({
  currentPassword: z.string(m.fillAllDetails).min(1, m.fillAllDetails),
  newPassword: z.string(m.fillAllDetails).min(1, m.fillAllDetails).regex(PASSWORD_PATTERN, m.weakPassword),
});

export const contactSchema = z.object({
  name: required(m.contactAllMandatory),
  email: required(m.contactAllMandatory).pipe(z.string().regex(EMAIL_PATTERN, m.contactInvalidEmail)),
  message: required(m.contactAllMandatory, LONG_TEXT_MAX),
});

export const courseSchema = z.object({
  title: required(m.courseAllMandatory),
  description: required(m.courseAllMandatory, LONG_TEXT_MAX),
  category: required(m.courseAllMandatory),
  createdBy: required(m.courseAllMandatory),
  hasThumbnail: z.literal(true, m.courseAllMandatory),
});

/** Optional text: trimmed, at most `max` characters; blank is no value (null). */
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .refine((value) => !value.includes('\u0000'), 'Must not contain null bytes')
    .nullish()
    .transform((value) => value || null);

/** A course page list: blank items dropped, each and the count bounded. */
const courseList = z
  .array(
    z
      .string()
      .trim()
      .max(COURSE_LIST_ITEM_MAX, `Each item must be at most ${COURSE_LIST_ITEM_MAX} characters`)
      .refine((value) => !value.includes('\u0000'), 'Must not contain null bytes'),
  )
  .nullish()
  .transform((items) => (items ?? []).filter(Boolean))
  .pipe(z.array(z.string()).max(COURSE_LIST_MAX_ITEMS, `At most ${COURSE_LIST_MAX_ITEMS} items`));

/** What the course page sells with, beyond the spec's fields: all optional. */
export const courseDetailsSchema = z.object({
  subtitle: optional(SHORT_TEXT_MAX),
  outcomes: courseList,
  requirements: courseList,
  instructorBio: optional(INSTRUCTOR_BIO_MAX),
  /** What the teacher speaks; a course always has one, so none given keeps it (a new course: English). */
  language: languageTagSchema.nullish(),
});

/** A managed category's name: trimmed, 1 to CATEGORY_NAME_MAX characters. */
export const categoryNameSchema = required('Category name is required', CATEGORY_NAME_MAX);

export const lectureSchema = z.object({
  title: required(m.lectureAllMandatory),
  description: required(m.lectureAllMandatory, LONG_TEXT_MAX),
  hasVideo: z.literal(true, m.lectureAllMandatory),
});

export type SignupInput = z.input<typeof signupSchema>;
export type LoginInput = z.input<typeof loginSchema>;
export type ProfileInput = z.input<typeof profileSchema>;
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type ContactInput = z.input<typeof contactSchema>;
export type CourseInput = z.input<typeof courseSchema>;
export type LectureInput = z.input<typeof lectureSchema>;
export type CourseDetailsInput = z.input<typeof courseDetailsSchema>;
