import {
  DISCUSSION_BODY_MAX,
  DISCUSSION_MAX_SECONDS,
  DISCUSSION_TITLE_MAX,
  discussionMessages,
  messages,
  REPORT_REASON_MAX,
  SUPPORTED_LOCALES,
  TEAM_INVITE_BATCH_MAX,
  TEAM_MAX_SEATS,
  TEAM_MIN_SEATS,
  TEAM_NAME_MAX,
  teamMessages,
} from '@coursehub/shared';
import { describe, expect, it } from 'vitest';
import { type Tree, translationProblems } from '../../../test/translation-resources';
import { messages as billingMessages } from '../../commerce/billing/billing.policy';
import { messages as paymentMessages } from '../../commerce/payment/payment.policy';
import { passwordDisabledMessage } from '../../identity/sso/password-policy';
import { SECOND_FACTOR_LINK_MESSAGE } from '../../identity/sso/sso-links.service';
import { INVALID_RESET_LINK } from '../../identity/user/account-recovery.service';
import { COMMON_PASSWORD_MESSAGE } from '../../identity/user/common-passwords';
import { INVALID_CANCEL_LINK, INVALID_EMAIL_CHANGE_LINK, SAME_EMAIL } from '../../identity/user/email-change.service';
import { INVALID_VERIFICATION_LINK } from '../../identity/user/email-verification.service';
import { reauthenticationRequiredMessage } from '../../identity/user/reauthentication';
import { WRONG_CODE_MESSAGE } from '../../identity/user/two-factor.service';
import * as account from '../../identity/user/user.messages';
import { CONTACT_SUBMITTED_MESSAGE } from '../../integrations/contact/contact.messages';
import * as quiz from '../../learning/quiz/quiz.messages';
import { retryAfterText } from '../../rate-limit/rate-limits';
import { forbidden, notFound, serviceUnavailable, unauthenticated } from '../../shared/errors';
import { fileTooLarge } from '../../shared/uploads';
import * as english from './locales/en';
import * as hindi from './locales/hi';
import * as urdu from './locales/ur';
import { localizeMessage, recogniseMessage } from './message-translator';

const tooMany = (seconds: number) => `Too many attempts. Please try again in ${retryAfterText(seconds)}.`;

/**
 * What the services say, as the catalogue must recognise it: each message a code constant words (or builds), with
 * the key and values it is known by. A constant reworded without its English entry fails here, rather than fall back
 * to English in every language unnoticed.
 */
const SAID: [message: string, key: string, values?: Record<string, string | number>][] = [
  [forbidden().message, 'common:forbidden'],
  [unauthenticated().message, 'common:logIn'],
  [serviceUnavailable().message, 'common:busy'],
  [tooMany(1), 'common:tooManySeconds', { count: 1 }],
  [tooMany(40), 'common:tooManySeconds', { count: 40 }],
  [tooMany(60), 'common:tooManyMinutes', { count: 1 }],
  [tooMany(15 * 60), 'common:tooManyMinutes', { count: 15 }],
  [fileTooLarge().message, 'common:fileTooLarge'],
  [fileTooLarge(5 * 1024 ** 2).message, 'common:fileTooLargeLimit', { limit: '5 MB' }],
  [notFound('Course').message, 'common:notFound.course'],
  [notFound('Checkout session').message, 'common:notFound.checkout'],
  [notFound('Review item').message, 'common:notFound.reviewItem'],
  [messages.fillAllDetails, 'validation:fillAllDetails'],
  [messages.nameTooShort, 'validation:nameTooShort'],
  [messages.invalidEmail, 'validation:invalidEmail'],
  [messages.weakPassword, 'validation:weakPassword'],
  [messages.unsupportedAvatar, 'validation:unsupportedAvatar'],
  [messages.contactAllMandatory, 'validation:contactAllMandatory'],
  [messages.contactInvalidEmail, 'validation:contactInvalidEmail'],
  [messages.profileAllMandatory, 'validation:profileAllMandatory'],
  [messages.profileNameTooShort, 'validation:profileNameTooShort'],
  [messages.emptyFile, 'validation:emptyFile'],
  ['Must be at most 200 characters', 'validation:tooLong', { max: '200' }],
  [COMMON_PASSWORD_MESSAGE, 'account:commonPassword'],
  [
    passwordDisabledMessage('example.org', 'Acme SSO'),
    'account:passwordDisabled',
    {
      domain: 'example.org',
      provider: 'Acme SSO',
    },
  ],
  [INVALID_RESET_LINK, 'account:invalidResetLink'],
  [INVALID_VERIFICATION_LINK, 'account:invalidVerificationLink'],
  [INVALID_EMAIL_CHANGE_LINK, 'account:invalidEmailChangeLink'],
  [INVALID_CANCEL_LINK, 'account:invalidCancelLink'],
  [SAME_EMAIL, 'account:sameEmail'],
  [WRONG_CODE_MESSAGE, 'account:wrongCode'],
  [reauthenticationRequiredMessage(15), 'account:reauthenticate', { minutes: '15' }],
  [SECOND_FACTOR_LINK_MESSAGE, 'account:ssoSecondFactor'],
  [account.ACCOUNT_CREATED_MESSAGE, 'account:accountCreated'],
  [account.LOGGED_IN_MESSAGE, 'account:loggedIn'],
  [account.LOGGED_OUT_MESSAGE, 'account:loggedOut'],
  [account.PASSWORD_CHANGED_MESSAGE, 'account:passwordChanged'],
  [account.PROFILE_UPDATED_MESSAGE, 'account:profileUpdated'],
  [account.PASSWORD_RESET_REQUESTED_MESSAGE, 'account:passwordResetRequested'],
  [account.PASSWORD_RESET_MESSAGE, 'account:passwordReset'],
  [account.EMAIL_VERIFIED_MESSAGE, 'account:emailVerified'],
  [account.VERIFICATION_SENT_MESSAGE, 'account:verificationSent'],
  [account.ALREADY_VERIFIED_MESSAGE, 'account:alreadyVerified'],
  [
    account.emailChangeRequestedMessage('ada@example.org'),
    'account:emailChangeRequested',
    {
      email: 'ada@example.org',
    },
  ],
  [account.emailChangedMessage('ada@example.org'), 'account:emailChanged', { email: 'ada@example.org' }],
  [account.EMAIL_CHANGE_CANCELLED_MESSAGE, 'account:emailChangeCancelled'],
  [account.SECOND_FACTOR_NEEDED_MESSAGE, 'account:secondFactorNeeded'],
  [account.REAUTHENTICATED_MESSAGE, 'account:reauthenticated'],
  [account.SESSION_REVOKED_MESSAGE, 'account:sessionRevoked'],
  [account.OTHER_SESSIONS_REVOKED_MESSAGE, 'account:otherSessionsRevoked'],
  [account.PASSKEY_REMOVED_MESSAGE, 'account:passkeyRemoved'],
  [account.TOTP_ENABLED_MESSAGE, 'account:totpEnabled'],
  [account.TOTP_DISABLED_MESSAGE, 'account:totpDisabled'],
  [account.RECOVERY_CODES_MESSAGE, 'account:recoveryCodes'],
  [CONTACT_SUBMITTED_MESSAGE, 'common:formSubmitted'],
  ...Object.entries(billingMessages).map(([key, text]): [string, string] => [text, `billing:${key}`]),
  ...Object.entries(paymentMessages)
    .filter(([key]) => key !== 'paymentRecords')
    .map(([key, text]): [string, string] => [text, `billing:${key}`]),
  [messages.verifyEmailBeforeCheckout, 'billing:verifyEmailBeforeCheckout'],
  [quiz.TAKE_DENIED_MESSAGE, 'quizzes:takeDenied'],
  [quiz.NO_ATTEMPTS_LEFT_MESSAGE, 'quizzes:noAttemptsLeft'],
  [
    quiz.QUIZ_WAIT_MESSAGE(new Date('2027-01-05T12:00:00.000Z')),
    'quizzes:tryAgainAt',
    {
      at: '2027-01-05T12:00:00.000Z',
    },
  ],
  [quiz.ATTEMPT_RACE_MESSAGE, 'quizzes:attemptRace'],
  [quiz.BLANK_SUBMIT_MESSAGE, 'quizzes:blankSubmit'],
  [quiz.TIMED_OFFLINE_MESSAGE, 'quizzes:timedOffline'],
  [quiz.UNKNOWN_VERSION_MESSAGE, 'quizzes:unknownVersion'],
  [quiz.ATTEMPT_ID_TAKEN_MESSAGE, 'quizzes:attemptIdTaken'],
  [discussionMessages.titleTooLong, 'discussions:titleTooLong', { max: String(DISCUSSION_TITLE_MAX) }],
  [discussionMessages.bodyTooLong, 'discussions:bodyTooLong', { max: String(DISCUSSION_BODY_MAX) }],
  [discussionMessages.videoSeconds, 'discussions:videoSeconds', { max: String(DISCUSSION_MAX_SECONDS) }],
  [discussionMessages.reasonTooLong, 'discussions:reasonTooLong', { max: String(REPORT_REASON_MAX) }],
  [discussionMessages.searchTooLong, 'discussions:searchTooLong', { max: '100' }],
  ...Object.entries(discussionMessages)
    .filter(([key]) => !['titleTooLong', 'bodyTooLong', 'videoSeconds', 'reasonTooLong', 'searchTooLong'].includes(key))
    .map(([key, text]): [string, string] => [text, `discussions:${key}`]),
  [teamMessages.nameTooLong, 'teams:nameTooLong', { max: String(TEAM_NAME_MAX) }],
  [teamMessages.seatsRange, 'teams:seatsRange', { min: String(TEAM_MIN_SEATS), max: String(TEAM_MAX_SEATS) }],
  [teamMessages.seatsBelowUsed(7), 'teams:seatsBelowUsed', { used: '7' }],
  [teamMessages.invalidEmails(['a@', 'b@x']), 'teams:invalidEmails', { emails: 'a@, b@x' }],
  [teamMessages.inviteBatchTooLarge, 'teams:inviteBatchTooLarge', { max: String(TEAM_INVITE_BATCH_MAX) }],
  [teamMessages.joined('Acme'), 'teams:joined', { team: 'Acme' }],
  [teamMessages.left('Acme'), 'teams:left', { team: 'Acme' }],
  ...Object.entries(teamMessages).flatMap(([key, text]): [string, string][] =>
    typeof text === 'string' && !['nameTooLong', 'seatsRange', 'inviteBatchTooLarge'].includes(key)
      ? [[text, `teams:${key}`]]
      : [],
  ),
];

describe('the API messages in every language', () => {
  const shipped = { hi: hindi, ur: urdu } as const;

  it('covers every shipped language', () => {
    expect(SUPPORTED_LOCALES.filter((locale) => locale !== 'en')).toEqual(Object.keys(shipped));
  });

  it.each(Object.entries(shipped))('%s has every English text, with the same variables', (language, resources) => {
    expect(Object.keys(resources).sort()).toEqual(Object.keys(english).sort());
    expect(
      translationProblems(
        english as unknown as Record<string, Tree>,
        language,
        resources as unknown as Record<string, Tree>,
      ),
    ).toEqual([]);
  });

  it('gives each English text one key: a message is recognised by its words', () => {
    const seen = new Map<string, string>();
    const texts = (tree: Tree, prefix: string): [string, string][] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : texts(value, `${prefix}${key}.`),
      );
    const twice = Object.entries(english as unknown as Record<string, Tree>)
      .flatMap(([namespace, tree]) => texts(tree, `${namespace}:`))
      .filter(([key, text]) => {
        const other = seen.get(text);
        seen.set(text, key);
        return other !== undefined;
      });
    expect(twice).toEqual([]);
  });
});

describe('recognising what the services say', () => {
  it.each(SAID)('knows %j', (message, key, values = {}) => {
    expect(recogniseMessage(message)).toEqual({ key, values });
  });

  it('knows nothing of a message the catalogue lacks, which stays as it is in every language', () => {
    // GraphQL's own parse errors quote the document: they stay English (docs/i18n.md).
    const parseError = 'Syntax Error: Expected Name, found <EOF>.';
    expect(recogniseMessage(parseError)).toBeNull();
    expect(localizeMessage(parseError, 'hi')).toBe(parseError);
  });
});

describe('saying a message in a language', () => {
  it('leaves English as the services wrote it', () => {
    for (const [message] of SAID) expect(localizeMessage(message, 'en')).toBe(message);
  });

  it('says a fixed message in Hindi and Urdu', () => {
    expect(localizeMessage('Invalid email or password', 'hi')).toBe('ईमेल या पासवर्ड सही नहीं है');
    expect(localizeMessage('Invalid email or password', 'ur')).toBe('ای میل یا پاس ورڈ درست نہیں');
    expect(localizeMessage(messages.fillAllDetails, 'hi')).toBe('कृपया सभी जानकारी भरें');
  });

  it('keeps the values it was written with, and counts in the language', () => {
    expect(localizeMessage(tooMany(15 * 60), 'hi')).toBe('बहुत ज़्यादा कोशिशें हो गईं। कृपया 15 मिनट बाद फिर कोशिश करें।');
    expect(localizeMessage(discussionMessages.titleTooLong, 'ur')).toBe(
      `عنوان زیادہ سے زیادہ ${DISCUSSION_TITLE_MAX} حروف کا ہو سکتا ہے`,
    );
    expect(localizeMessage(account.emailChangedMessage('ada@example.org'), 'hi')).toBe(
      'अब आपका ईमेल पता ada@example.org है।',
    );
  });
});
