import type { Viewer } from '../../shared/viewer';
import type { SubscriptionStatus } from './user.entity';

export const isSubscriptionActive = (status: SubscriptionStatus) => status === 'active';

/** Running: paid up, or with a renewal payment outstanding (it has a period end and can be cancelled). */
export const isSubscriptionRunning = (status: SubscriptionStatus) => status === 'active' || status === 'past_due';

/** Admins watch everything; learners need an active subscription. */
export const canWatchLectures = (viewer: Viewer) => viewer.role === 'ADMIN' || viewer.subscriptionActive;
