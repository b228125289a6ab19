/** Business constants of spec section 9 that both sides enforce. */
export const FULL_NAME_MIN_LENGTH = 5;
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[^A-Za-z0-9\s]).{6,16}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const THUMBNAIL_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;

/** Text inputs longer than this are refused at the boundary (names, titles, emails). */
export const SHORT_TEXT_MAX = 200;
/** Descriptions and contact messages. */
export const LONG_TEXT_MAX = 5000;

/** A course's "what you'll learn" and requirements lists: at most this many items, each at most ITEM_MAX characters. */
export const COURSE_LIST_MAX_ITEMS = 12;
export const COURSE_LIST_ITEM_MAX = 160;
/** The instructor's bio on the course page. */
export const INSTRUCTOR_BIO_MAX = 2000;
/** A category's name (its courses' `category` string). */
export const CATEGORY_NAME_MAX = SHORT_TEXT_MAX;
