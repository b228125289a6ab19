import type { Viewer } from '../../shared/viewer';
import type { SubscriptionStatus } from './user.entity';

export const isSubscriptionActive = (status: SubscriptionStatus) => status === 'active';

/** Admins watch everything; learners need an active subscription. */
export const canWatchLectures = (viewer: Viewer) => viewer.role === 'ADMIN' || viewer.subscriptionActive;
