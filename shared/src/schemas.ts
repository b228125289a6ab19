import { z } from 'zod';
import { messages as m } from './messages';
import { EMAIL_PATTERN, FULL_NAME_MIN_LENGTH, LONG_TEXT_MAX, PASSWORD_PATTERN, SHORT_TEXT_MAX } from './rules';

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
