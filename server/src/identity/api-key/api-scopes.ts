import { API_SCOPE_NAMES, type ApiScope } from '@coursehub/shared';
import type { Role } from '../../shared/viewer';

/** A GraphQL root field (`Query.courses`) or a REST operation as the OpenAPI document names it (`GET /courses/{id}`). */
export type ApiOperation = `${'Query' | 'Mutation'}.${string}` | `${'GET' | 'POST' | 'PUT' | 'DELETE'} /${string}`;

interface ScopeGrant {
  /**
   * Who the key acts as while it performs these operations: null is an anonymous caller (public reads stay public,
   * and are served from the catalogue cache); ADMIN passes the services' role checks for exactly these operations.
   */
  actsAs: Role | null;
  operations: readonly ApiOperation[];
  /**
   * The ADMIN-only fields below those operations' answers (`Quiz.questionKeys`) that the scope reads too. Every other
   * ADMIN-only field is refused to the key wherever it appears (http/graphql/auth-checker.ts), so an operation of one
   * scope never reaches another's data (learners' emails, scores, payments) through its answer.
   */
  fields?: readonly `${string}.${string}`[];
}

/**
 * THE map from scope to operations: the one place that says what a key may do (http/api-key-access.ts enforces it on
 * both transports). Anything not listed is refused to every key, whatever its creator's role: a key never signs in,
 * never manages keys, never reads or changes an account.
 */
export const SCOPE_GRANTS: Record<ApiScope, ScopeGrant> = {
  'catalog:read': {
    actsAs: null,
    operations: [
      'Query.courses',
      'Query.course',
      'Query.categories',
      'Query.courseLanguages',
      'Query.searchTranscripts',
      'Query.quiz',
      'GET /courses',
    ],
  },
  'courses:write': {
    actsAs: 'ADMIN',
    operations: [
      'Mutation.createCourse',
      'Mutation.updateCourse',
      'Mutation.deleteCourse',
      'Mutation.publishCourse',
      'Mutation.unpublishCourse',
      'Mutation.setCourseViewingRequirement',
      'Query.managedCategories',
      'Mutation.createCategory',
      'Mutation.renameCategory',
      'Mutation.mergeCategories',
      'Mutation.deleteCategory',
      'Mutation.createQuiz',
      'Mutation.updateQuiz',
      'Mutation.deleteQuiz',
      'POST /courses',
      'PUT /courses/{id}',
      'DELETE /courses/{id}',
    ],
    fields: ['Quiz.questionKeys'],
  },
  'lectures:write': {
    actsAs: 'ADMIN',
    operations: [
      'Query.unpublishedLectures',
      'Mutation.addLecture',
      'Mutation.updateLecture',
      'Mutation.deleteLecture',
      'Mutation.reorderLectures',
      'Mutation.setLecturePreview',
      'Mutation.retryLectureProcessing',
      'Query.captionTrack',
      'Mutation.uploadCaptions',
      'Mutation.updateCaptionCues',
      'Mutation.deleteCaptions',
      'Mutation.addAudioTrack',
      'Mutation.deleteAudioTrack',
      'Mutation.retranscribeLecture',
      'POST /courses/{id}',
      'DELETE /courses',
    ],
    fields: ['CaptionTrack.cues'],
  },
  'discussions:read': {
    actsAs: 'ADMIN',
    operations: ['Query.unansweredQuestions', 'Query.courseQuestions', 'Query.discussionPost'],
  },
  'stats:read': {
    actsAs: 'ADMIN',
    operations: ['Query.stats', 'GET /admin/stats/users', 'GET /quizzes/{id}/results.csv'],
  },
  analytics: {
    actsAs: 'ADMIN',
    operations: [
      'Query.lectureRetention',
      'Query.courseAnalytics',
      'Query.learningOverview',
      'Query.engagementOverview',
      'GET /courses/{id}/analytics.csv',
    ],
  },
  'payments:read': {
    actsAs: 'ADMIN',
    operations: [
      'Query.payments',
      'Query.receipt',
      'GET /payments',
      'GET /payments/get-monthly-payments',
      'Query.revenue',
      'GET /payments/export.csv',
    ],
    fields: ['Payment.customer'],
  },
  'teams:read': { actsAs: 'ADMIN', operations: ['Query.teams'] },
  'contact:read': { actsAs: 'ADMIN', operations: ['Query.contactMessages'] },
  webhooks: {
    actsAs: 'ADMIN',
    operations: [
      'Query.webhookEndpoints',
      'Query.webhookDeliveries',
      'Mutation.createWebhookEndpoint',
      'Mutation.updateWebhookEndpoint',
      'Mutation.rotateWebhookSecret',
      'Mutation.deleteWebhookEndpoint',
      'Mutation.replayWebhookDelivery',
      'Mutation.sendTestWebhookEvent',
    ],
  },
};

/** Open to every key whatever its scopes: describing the API is not an operation on its data. */
export const ANY_KEY_OPERATIONS: readonly ApiOperation[] = ['GET /openapi.json'];

/** The scope of `scopes` that grants `operation`, or null when none does. */
export function grantOf(scopes: readonly ApiScope[], operation: string): ScopeGrant | null {
  for (const scope of scopes) {
    const grant = SCOPE_GRANTS[scope];
    if ((grant.operations as readonly string[]).includes(operation)) return grant;
  }
  return null;
}

/**
 * Whether a key of these scopes may resolve an ADMIN-only field (`Type.field`): a root field one of its ADMIN scopes
 * grants, or a field below one that the scope names.
 */
export function grantsAdminField(scopes: readonly ApiScope[], field: string): boolean {
  return scopes.some((scope) => {
    const grant = SCOPE_GRANTS[scope];
    const fields: readonly string[] = [...grant.operations, ...(grant.fields ?? [])];
    return grant.actsAs === 'ADMIN' && fields.includes(field);
  });
}

/** The scopes that grant `operation` (for the API's documentation). */
export const scopesGranting = (operation: string): ApiScope[] =>
  API_SCOPE_NAMES.filter((scope) => (SCOPE_GRANTS[scope].operations as readonly string[]).includes(operation));
