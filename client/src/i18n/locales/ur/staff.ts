import type { StaffNamespace } from '../en';
import admin from './admin.json';
import authoring from './authoring.json';
import integrations from './integrations.json';
import quizBuilder from './quizBuilder.json';

/** Urdu for the ADMINs' screens: a chunk of its own, fetched when one of them is first shown in Urdu. */
export const urduStaff: Record<StaffNamespace, object> = { admin, authoring, integrations, quizBuilder };
