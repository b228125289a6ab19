import {
  API_KEY_MAX_LIFETIME_DAYS,
  COURSE_LIST_ITEM_MAX,
  COURSE_LIST_MAX_ITEMS,
  goalMessages,
  INVALID_LANGUAGE_MESSAGE,
  inboxMessages,
  messages,
  NOTE_BODY_MAX,
  NOTES_PER_LECTURE_MAX,
  notesMessages,
  PATH_COURSES_MAX,
  PATH_SLUG_MAX,
  PATH_TEXT_MAX,
  PATH_TITLE_MAX,
  pathMessages,
  QUIZ_MAX_QUESTIONS,
  quizMessages,
  SHORT_TEXT_MAX,
  WEBHOOK_EVENT_TYPE_NAMES,
  WEEKLY_GOAL_MAX_MINUTES,
  WEEKLY_GOAL_MIN_MINUTES,
} from '@coursehub/shared';
import { describe, expect, it } from 'vitest';
import * as closure from '../../account-closure/account-closure.messages';
import { RANGE_INVALID_MESSAGE } from '../../analytics/analytics-range';
import * as course from '../../catalog/course/course.messages';
import * as lecture from '../../catalog/lecture/lecture.messages';
import { STATS_MESSAGE } from '../../commerce/stats/stats.messages';
import { API_KEY_MESSAGES } from '../../identity/api-key/api-key.messages';
import { UNKNOWN_TIME_ZONE_MESSAGE } from '../../identity/user/profile.service';
import { WEBHOOK_MESSAGES } from '../../integrations/webhooks/webhooks.messages';
import { POSITION_INVALID_MESSAGE } from '../../learning/progress/progress-writes.service';
import { AFTER_LECTURE_MESSAGE, QUIZ_DELETED_MESSAGE } from '../../learning/quiz/quiz.messages';
import { IDLE_DAYS_MAX, IDLE_DAYS_MESSAGE, IDLE_DAYS_MIN } from '../../learning/reminders/reminder-settings.service';
import * as review from '../../learning/review/review.messages';
import {
  AUDIO_FAILED_REASON,
  NO_SOUND_REASON,
  UNREADABLE_AUDIO_REASON,
  UNSUPPORTED_AUDIO_MESSAGE,
} from '../../media/audio-tracks/audio-tracks.messages';
import { CAPTION_PROBLEMS, cuePlace, linePlace } from '../../media/captions/caption-format';
import * as captions from '../../media/captions/captions.messages';
import * as align from '../../media/captions/captions-align.job';
import {
  TRANSCRIPTION_FAILED_REASON,
  INTERRUPTED_REASON as TRANSCRIPTION_INTERRUPTED_REASON,
} from '../../media/captions/captions-transcribe.job';
import * as translate from '../../media/captions/captions-translate.job';
import {
  API_KEYS_CANNOT_DOWNLOAD_MESSAGE,
  DOWNLOAD_ENDED_MESSAGES,
  DOWNLOADS_NEED_SUBSCRIPTION_MESSAGE,
} from '../../media/download/download-grants.service';
import { DEVICE_KEY_MESSAGE } from '../../media/download/download-keys';
import * as receipts from '../../media/download/viewing-receipts.service';
import { PLAYBACK_MOVED_MESSAGE, streamsBusyMessage } from '../../media/playback/playback.messages';
import {
  ATTEMPTS_EXHAUSTED_REASON,
  ORIGINAL_MISSING_REASON,
  INTERRUPTED_REASON as PROCESSING_INTERRUPTED_REASON,
} from '../../media/processing/lecture-transcode.job';
import * as probe from '../../media/transcoder/probe';
import { transcodingFailedReason } from '../../media/transcoder/types';
import { HEARTBEAT_INVALID_MESSAGE } from '../../media/viewing/viewing-record.service';
import { notFound } from '../../shared/errors';
import { nulByteMessage } from '../../shared/validation';
import { ADMIN_MFA_REQUIRED_MESSAGE } from '../../shared/viewer';
import { INTERNAL_ERROR_MESSAGE, MALFORMED_REQUEST_MESSAGE, REQUEST_TOO_LARGE_MESSAGE } from '../error-handler';
import { FILE_ORDER_MESSAGE, FILE_REUSED_MESSAGE } from '../graphql/multipart-uploads';
import { UNKNOWN_ENDPOINT_MESSAGE } from '../rest/errors';
import { crossSiteMessages } from '../rest/request';
import { localizeMessage, recogniseMessage } from './message-translator';

type Said = [message: string, key: string, values?: Record<string, string | number>];

/** Each fixed text of a message object, by its key under `namespace:prefix`; the ones with values are listed apart. */
const everyFixed = (texts: Record<string, unknown>, prefix: string, withValues: string[] = []): Said[] =>
  Object.entries(texts).flatMap(([key, text]): Said[] =>
    typeof text === 'string' && !withValues.includes(key) ? [[text, `${prefix}${key}`]] : [],
  );

/** What the admin's operations, closing an account, notes, downloads, the review and the request itself say. */
const SAID: Said[] = [
  ...Object.entries({
    audioTrack: 'Audio track',
    captions: 'Captions',
    category: 'Category',
    provider: 'Provider',
    slides: 'Slides',
    webhookDelivery: 'Webhook delivery',
    webhookEndpoint: 'Webhook endpoint',
  }).map(([key, what]): Said => [notFound(what).message, `common:notFound.${key}`]),
  [inboxMessages.notYours, 'common:notFound.inboxItem'],
  [STATS_MESSAGE, 'common:statsFetched'],
  [closure.WRONG_PASSWORD_MESSAGE, 'account:currentPasswordWrong'],
  [closure.LAST_ADMIN_MESSAGE, 'account:lastAdmin'],
  [closure.SUBSCRIPTION_STARTED_MESSAGE, 'account:subscriptionStarted'],
  [closure.accountDeletedMessage({ subscriptionCancelled: false, refunded: false }), 'account:accountDeleted'],
  [closure.accountDeletedMessage({ subscriptionCancelled: true, refunded: true }), 'account:accountDeletedRefunded'],
  [
    closure.accountDeletedMessage({ subscriptionCancelled: true, refunded: false }),
    'account:accountDeletedNotRefunded',
  ],
  [ADMIN_MFA_REQUIRED_MESSAGE, 'account:adminMfaRequired'],
  [UNKNOWN_TIME_ZONE_MESSAGE, 'account:timeZone'],
  [course.COURSE_DELETED_MESSAGE, 'catalog:courseDeleted'],
  [course.CATEGORY_DELETED_MESSAGE, 'catalog:categoryDeleted'],
  [course.NO_READY_LECTURE_MESSAGE, 'catalog:noReadyLecture'],
  [messages.unsupportedThumbnail, 'catalog:unsupportedThumbnail'],
  [messages.unsupportedVideo, 'catalog:unsupportedVideo'],
  [messages.courseAllMandatory, 'validation:profileAllMandatory'],
  [`Each item must be at most ${COURSE_LIST_ITEM_MAX} characters`, 'catalog:itemTooLong', { max: '160' }],
  [`At most ${COURSE_LIST_MAX_ITEMS} items`, 'catalog:tooManyItems', { max: '12' }],
  [INVALID_LANGUAGE_MESSAGE, 'catalog:invalidLanguage'],
  [`Search text must be at most ${SHORT_TEXT_MAX} characters`, 'catalog:searchTooLong', { max: '200' }],
  ['Category name is required', 'catalog:categoryRequired'],
  ['A category named "Design" already exists', 'catalog:categoryExists', { name: 'Design' }],
  [
    '"Design" still has 1 course: merge it into another category instead',
    'catalog:categoryInUse',
    { name: 'Design', count: 1 },
  ],
  [
    '"Design" still has 3 courses: merge it into another category instead',
    'catalog:categoryInUse',
    { name: 'Design', count: 3 },
  ],
  [RANGE_INVALID_MESSAGE, 'catalog:analyticsRange'],
  [lecture.LECTURE_ADDED_MESSAGE, 'catalog:lectureAdded'],
  [lecture.LECTURE_DELETED_MESSAGE, 'catalog:lectureDeleted'],
  [lecture.RETRY_NOT_FAILED_MESSAGE, 'catalog:retryNotFailed'],
  [lecture.COURSE_FULL_MESSAGE, 'catalog:courseFull', { max: String(lecture.MAX_LECTURES_PER_COURSE) }],
  [lecture.WATCH_DENIED_MESSAGE, 'catalog:watchDenied'],
  [lecture.REORDER_MISMATCH_MESSAGE, 'catalog:reorderMismatch'],
  [pathMessages.titleTooLong, 'catalog:paths.titleTooLong', { max: String(PATH_TITLE_MAX) }],
  [pathMessages.slugTooLong, 'catalog:paths.slugTooLong', { max: String(PATH_SLUG_MAX) }],
  [pathMessages.textTooLong, 'catalog:paths.textTooLong', { max: String(PATH_TEXT_MAX) }],
  [pathMessages.tooManyCourses, 'catalog:paths.tooManyCourses', { max: String(PATH_COURSES_MAX) }],
  ...everyFixed(pathMessages, 'catalog:paths.', [
    'titleTooLong',
    'slugTooLong',
    'textTooLong',
    'tooManyCourses',
  ]).filter(
    // The editor's own notices (the client's `paths` texts): the server never sends them.
    ([, key]) => !key.endsWith('pathCreated') && !key.endsWith('pathSaved'),
  ),
  [QUIZ_DELETED_MESSAGE, 'quizzes:quizDeleted'],
  [AFTER_LECTURE_MESSAGE, 'quizzes:afterLecture'],
  [`At most ${QUIZ_MAX_QUESTIONS} questions`, 'quizzes:tooManyQuestions', { max: '100' }],
  ...everyFixed(quizMessages, 'quizzes:builder.'),
  [captions.CAPTIONS_DELETED_MESSAGE, 'media:captions.deleted'],
  [captions.UNSUPPORTED_CAPTIONS_MESSAGE, 'media:captions.unsupported'],
  [captions.CAPTIONS_TOO_LARGE_MESSAGE, 'media:captions.tooLarge'],
  [captions.CAPTIONS_STALE_MESSAGE, 'media:captions.stale'],
  [captions.CAPTIONS_BUSY_MESSAGE, 'media:captions.busy'],
  [captions.CAPTIONS_NOT_MADE_MESSAGE, 'media:captions.notMade'],
  [captions.TRANSCRIPTION_OFF_MESSAGE, 'media:captions.transcriptionOff'],
  [captions.LECTURE_NOT_READY_MESSAGE, 'media:captions.lectureNotReady'],
  [captions.HUMAN_CAPTIONS_MESSAGE, 'media:captions.humanCaptions'],
  [captions.SCRIPT_ALIGNMENT_OFF_MESSAGE, 'media:captions.scriptAlignmentOff'],
  [captions.SCRIPT_TOO_LARGE_MESSAGE, 'media:captions.scriptTooLarge'],
  [captions.SCRIPT_EMPTY_MESSAGE, 'media:captions.scriptEmpty'],
  [captions.SCRIPT_NOT_TEXT_MESSAGE, 'media:captions.scriptNotText'],
  [captions.TRANSLATION_OFF_MESSAGE('en', 'hi'), 'media:captions.translationOff', { from: 'en', to: 'hi' }],
  [captions.TRANSLATE_SAME_LANGUAGE_MESSAGE, 'media:captions.translateSameLanguage'],
  [captions.TRANSLATE_SOURCE_NOT_READY_MESSAGE, 'media:captions.translateSourceNotReady'],
  [UNSUPPORTED_AUDIO_MESSAGE, 'media:audio.unsupported'],
  [DOWNLOADS_NEED_SUBSCRIPTION_MESSAGE, 'media:downloads.needSubscription'],
  [API_KEYS_CANNOT_DOWNLOAD_MESSAGE, 'media:downloads.notForApiKeys'],
  [DOWNLOAD_ENDED_MESSAGES.EXPIRED, 'media:downloads.expired'],
  [DOWNLOAD_ENDED_MESSAGES.ACCESS_ENDED, 'media:downloads.accessEnded'],
  [DOWNLOAD_ENDED_MESSAGES.REVOKED, 'media:downloads.revoked'],
  [DEVICE_KEY_MESSAGE, 'media:downloads.deviceKey'],
  [receipts.RECEIPT_REFUSED_MESSAGE, 'media:downloads.receiptRefused'],
  [receipts.RECEIPT_REPLAYED_MESSAGE, 'media:downloads.receiptReplayed'],
  [receipts.RECEIPT_OUTSIDE_GRANT_MESSAGE, 'media:downloads.receiptOutsideGrant'],
  [streamsBusyMessage(1), 'media:playback.streamsBusy', { count: 1 }],
  [streamsBusyMessage(2), 'media:playback.streamsBusy', { count: 2 }],
  [PLAYBACK_MOVED_MESSAGE, 'media:playback.moved'],
  [HEARTBEAT_INVALID_MESSAGE, 'media:playback.heartbeatInvalid'],
  [POSITION_INVALID_MESSAGE, 'media:playback.positionInvalid'],
  ...Object.entries(CAPTION_PROBLEMS).flatMap(([key, reason]): Said[] => [
    [`${linePlace(12)}: ${reason}`, `media:captionProblems.line.${key}`, { line: '12' }],
    [`${cuePlace(3)}: ${reason}`, `media:captionProblems.cue.${key}`, { cue: '3' }],
  ]),
  [
    'Line 4: missing WebVTT timestamp',
    'media:captionProblems.lineOther',
    { line: '4', reason: 'missing WebVTT timestamp' },
  ],
  [NO_SOUND_REASON, 'media:failures.noSound'],
  [UNREADABLE_AUDIO_REASON, 'media:failures.unreadableAudio'],
  [AUDIO_FAILED_REASON, 'media:failures.audioAttempts'],
  [ORIGINAL_MISSING_REASON, 'media:failures.originalMissing'],
  [ATTEMPTS_EXHAUSTED_REASON, 'media:failures.processingAttempts'],
  [PROCESSING_INTERRUPTED_REASON, 'media:failures.processingInterrupted'],
  [TRANSCRIPTION_FAILED_REASON, 'media:failures.transcriptionAttempts'],
  [TRANSCRIPTION_INTERRUPTED_REASON, 'media:failures.transcriptionInterrupted'],
  [align.NO_SOUND_REASON, 'media:failures.alignNoSound'],
  [align.NOT_INSTALLED_REASON, 'media:failures.alignNotInstalled'],
  [align.SCRIPT_CHANGED_REASON, 'media:failures.alignScriptChanged'],
  [translate.SOURCE_GONE_REASON, 'media:failures.translationSourceGone'],
  [translate.ENGINE_GONE_REASON, 'media:failures.translationEngineGone'],
  [probe.NOT_READABLE_VIDEO_REASON, 'media:failures.notReadableVideo'],
  [
    probe.notReadableVideoReason('moov atom not found'),
    'media:failures.notReadableVideoBecause',
    { detail: 'moov atom not found' },
  ],
  [probe.NO_VIDEO_STREAM_REASON, 'media:failures.noVideoStream'],
  [probe.NOT_CONTAINER_REASON, 'media:failures.notContainer'],
  [
    transcodingFailedReason('ffmpeg exited with code 1'),
    'media:failures.transcodeFailed',
    { detail: 'ffmpeg exited with code 1' },
  ],
  [API_KEY_MESSAGES.unknownScope('everything'), 'integrations:apiKeys.unknownScope', { scope: 'everything' }],
  [
    API_KEY_MESSAGES.expiryTooFar(API_KEY_MAX_LIFETIME_DAYS),
    'integrations:apiKeys.expiryTooFar',
    { days: String(API_KEY_MAX_LIFETIME_DAYS) },
  ],
  ...everyFixed(API_KEY_MESSAGES, 'integrations:apiKeys.', ['notFound']),
  [notFound(API_KEY_MESSAGES.notFound).message, 'common:notFound.apiKey'],
  [
    WEBHOOK_MESSAGES.urlRefused('the URL points at the platform itself'),
    'integrations:webhooks.urlRefused',
    { reason: 'the URL points at the platform itself' },
  ],
  [
    WEBHOOK_MESSAGES.unknownEventType('user.deleted'),
    'integrations:webhooks.unknownEventType',
    { type: 'user.deleted', known: WEBHOOK_EVENT_TYPE_NAMES.join(', ') },
  ],
  [WEBHOOK_MESSAGES.tooManyEndpoints(50), 'integrations:webhooks.tooManyEndpoints', { max: '50' }],
  ...everyFixed(WEBHOOK_MESSAGES, 'integrations:webhooks.'),
  [notesMessages.bodyTooLong, 'learning:notes.bodyTooLong', { max: String(NOTE_BODY_MAX) }],
  [notesMessages.tooMany, 'learning:notes.tooMany', { max: String(NOTES_PER_LECTURE_MAX) }],
  [notesMessages.atSeconds, 'discussions:videoSeconds', { max: '86400' }],
  [notesMessages.noNullBytes, 'discussions:noNullBytes'],
  ...['bodyRequired', 'bookmarkBody', 'watchDenied'].map(
    (key): Said => [notesMessages[key as keyof typeof notesMessages], `learning:notes.${key}`],
  ),
  [review.REVIEW_DENIED_MESSAGE, 'learning:review.denied'],
  [review.CLIP_LECTURE_MESSAGE, 'learning:review.clipLecture'],
  [review.CLIP_LENGTH_MESSAGE, 'learning:review.clipLength', { min: '20', max: '40' }],
  [review.CLIP_PAST_END_MESSAGE, 'learning:review.clipPastEnd'],
  [review.CLIP_UNTIMED_MESSAGE, 'learning:review.clipUntimed'],
  [
    goalMessages.minutes,
    'learning:weeklyGoal',
    { min: String(WEEKLY_GOAL_MIN_MINUTES), max: String(WEEKLY_GOAL_MAX_MINUTES) },
  ],
  [IDLE_DAYS_MESSAGE, 'learning:idleDays', { min: String(IDLE_DAYS_MIN), max: String(IDLE_DAYS_MAX) }],
  [MALFORMED_REQUEST_MESSAGE, 'request:malformed'],
  [REQUEST_TOO_LARGE_MESSAGE, 'request:tooLarge'],
  [INTERNAL_ERROR_MESSAGE, 'request:internal'],
  [UNKNOWN_ENDPOINT_MESSAGE, 'request:unknownEndpoint'],
  [FILE_ORDER_MESSAGE, 'request:fileOrder'],
  [FILE_REUSED_MESSAGE, 'request:fileReused'],
  ...everyFixed(crossSiteMessages, 'request:'),
  [nulByteMessage('title'), 'request:fieldNulBytes', { field: 'title' }],
  ["Send one file only, as 'video'", 'request:oneFileOnly', { field: 'video' }],
  ["Field 'title' is too large: the limit is 2 KB", 'request:fieldTooLarge', { name: 'title', limit: '2 KB' }],
];

describe('recognising what the admin, media, learning and request code says', () => {
  it.each(SAID)('knows %j', (message, key, values = {}) => {
    expect(recogniseMessage(message)).toEqual({ key, values });
  });

  it('leaves English as the services wrote it', () => {
    for (const [message] of SAID) expect(localizeMessage(message, 'en')).toBe(message);
  });
});

describe('saying these messages in Hindi and Urdu', () => {
  it('says an admin refusal and a success, keeping the values', () => {
    expect(localizeMessage(notFound('Category').message, 'hi')).toBe('श्रेणी नहीं मिली');
    expect(localizeMessage('"Design" still has 3 courses: merge it into another category instead', 'ur')).toBe(
      '"Design" میں ابھی 3 کورسز ہیں: اس کے بجائے اسے کسی دوسرے زمرے میں ضم کر دیں',
    );
    expect(localizeMessage(WEBHOOK_MESSAGES.eventTypesRequired, 'ur')).toBe('کم از کم ایک ایونٹ منتخب کریں');
    expect(localizeMessage(lecture.LECTURE_DELETED_MESSAGE, 'hi')).toBe('लेक्चर सफलतापूर्वक हटा दिया गया');
  });

  it("says a captions file's problem with its place, the parser's own words kept as they are", () => {
    expect(localizeMessage(`${linePlace(12)}: ${CAPTION_PROBLEMS.endsBeforeStart}`, 'hi')).toBe(
      'पंक्ति 12: क्यू शुरू होने से पहले ख़त्म हो जाता है',
    );
    expect(localizeMessage('Line 4: missing WebVTT timestamp', 'ur')).toBe('سطر 4: missing WebVTT timestamp');
  });

  it("says why a worker's job failed, a detail from ffmpeg kept as it is", () => {
    expect(localizeMessage(NO_SOUND_REASON, 'hi')).toBe('फ़ाइल में आवाज़ नहीं है');
    expect(localizeMessage(transcodingFailedReason('ffmpeg exited with code 1'), 'ur')).toBe(
      'ٹرانسکوڈنگ ناکام رہی: ffmpeg exited with code 1',
    );
  });

  it('counts in the language', () => {
    expect(localizeMessage(streamsBusyMessage(1), 'ur')).toBe('آپ کا اکاؤنٹ پہلے سے 1 دوسری ڈیوائس پر چل رہا ہے۔');
    expect(localizeMessage(streamsBusyMessage(2), 'ur')).toBe('آپ کا اکاؤنٹ پہلے سے 2 دوسری ڈیوائسز پر چل رہا ہے۔');
  });
});
