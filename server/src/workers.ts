import type { Logger } from 'pino';
import { deleteSpentAccountTokens } from './identity/user/account-tokens';
import { deleteExpiredChallenges } from './identity/user/mfa-challenges';
import { deliverWebhookJob } from './integrations/webhooks/webhook-delivery.job';
import { deleteOldWebhookEvents, dispatchWebhooks } from './integrations/webhooks/webhook-dispatch';
import { QUEUES } from './jobs/job-queue';
import { removeOrphanedWorkFolders } from './jobs/work-folders';
import { deleteOldReminderMessages } from './learning/click-through';
import { sendUnansweredDigest } from './learning/discussion/discussion-digest.job';
import { sendPushJob } from './learning/inbox';
import { idleNudgeJob, queueIdleNudges } from './learning/reminders/idle-nudge.job';
import { startWeeklyDigest, weeklyDigestJob } from './learning/reminders/weekly-digest.job';
import { reconcileOutbox, sendMailJob } from './mail/outbox';
import { audioTrackFailedJob, encodeAudioTrackJob } from './media/audio-tracks/audio-track.job';
import { alignLectureCaptionsJob } from './media/captions/captions-align.job';
import { captionsFailedJob, transcribeLectureCaptionsJob } from './media/captions/captions-transcribe.job';
import { translateCaptionsJob } from './media/captions/captions-translate.job';
import { encodeLadderJob, lectureLadderFailedJob } from './media/processing/lecture-ladder.job';
import { encodeLadderChunkJob } from './media/processing/lecture-ladder-chunks.job';
import { joinLadderJob } from './media/processing/lecture-ladder-join.job';
import { lectureSlidesJob } from './media/processing/lecture-slides.job';
import { purgeStoragePrefixJob } from './media/processing/lecture-storage-purge.job';
import {
  lectureTranscodeFailedJob,
  reconcileProcessingLectures,
  transcodeLectureJob,
} from './media/processing/lecture-transcode.job';
import type { AppDeps } from './shared/scope';

/** Messages one process sends at once: each is a short SMTP conversation, mostly waiting on the network. */
const MAIL_CONCURRENCY = 4;
/** Webhook attempts one process makes at once: each mostly waits on a receiver (up to WEBHOOK_TIMEOUT_SECONDS). */
const WEBHOOK_CONCURRENCY = 8;
/** Pushes one process sends at once: each is one short HTTPS request to a browser vendor's push service. */
const PUSH_CONCURRENCY = 4;
/** Domain events' after-commit subscribers one process runs at once: short database or storage work each. */
const DOMAIN_EVENT_CONCURRENCY = 2;

/**
 * One task of the workers' upkeep (a reconcile, a cleanup, a digest started), run on its own: its failure is logged
 * under `component` and goes no further, so it stops neither the process nor the tasks after it. `task` logs what it
 * did.
 */
async function onItsOwn(logger: Logger, component: string, failure: string, task: () => Promise<void>) {
  try {
    await task();
  } catch (error) {
    logger.error({ component, err: error }, failure);
  }
}

export interface Workers {
  /** Stops taking jobs (the running ones go on until the queue stops) and waits for a reconcile under way. */
  stop(): Promise<void>;
}

/**
 * Takes jobs of every queue in this process: in the app (RUN_WORKERS) and in `npm run worker`. The queue must be
 * started (createAppDeps starts it).
 */
export async function startWorkers(deps: AppDeps): Promise<Workers> {
  const { jobs, config, logger } = deps;
  // What a worker killed mid-job on this machine left in the temporary folder.
  const orphaned = await removeOrphanedWorkFolders().catch((error: unknown) => {
    logger.warn({ component: 'jobs', err: error }, 'orphaned work folders were not removed');
    return 0;
  });
  if (orphaned > 0) logger.info({ component: 'jobs', folders: orphaned }, 'orphaned work folders removed');
  await jobs.work(
    QUEUES.lectureTranscode,
    { concurrency: config.jobs.transcodeConcurrency },
    transcodeLectureJob(deps),
  );
  await jobs.work(QUEUES.lectureTranscodeFailed, { concurrency: 1 }, lectureTranscodeFailedJob(deps));
  // The ladders behind playable lectures, on a queue of their own so that making an upload playable never waits for
  // one: a worker runs a first rendition beside a ladder.
  await jobs.work(QUEUES.lectureLadder, { concurrency: config.jobs.transcodeConcurrency }, encodeLadderJob(deps));
  // A long original's ladder in chunks (docs/video.md#chunked-ladder): a chunk is a ladder's work for a minute or two
  // of video, so every worker takes one, and a lecture is shared by as many workers as are free. The join is light
  // (copies, the sound and a decode of one rung).
  await jobs.work(
    QUEUES.lectureLadderChunk,
    { concurrency: config.jobs.transcodeConcurrency },
    encodeLadderChunkJob(deps),
  );
  await jobs.work(QUEUES.lectureLadderJoin, { concurrency: 1 }, joinLadderJob(deps));
  await jobs.work(QUEUES.lectureLadderFailed, { concurrency: 1 }, lectureLadderFailedJob(deps));
  // Speech recognition takes a core per job, like a transcode.
  await jobs.work(QUEUES.lectureCaptions, { concurrency: 1 }, transcribeLectureCaptionsJob(deps));
  await jobs.work(QUEUES.lectureCaptionsAlign, { concurrency: 1 }, alignLectureCaptionsJob(deps));
  await jobs.work(QUEUES.lectureCaptionsTranslate, { concurrency: 1 }, translateCaptionsJob(deps));
  await jobs.work(QUEUES.lectureCaptionsFailed, { concurrency: 1 }, captionsFailedJob(deps));
  // An audio track is an audio-only encode: far lighter than a rung, but a core while it runs.
  await jobs.work(QUEUES.lectureAudio, { concurrency: 1 }, encodeAudioTrackJob(deps));
  await jobs.work(QUEUES.lectureAudioFailed, { concurrency: 1 }, audioTrackFailedJob(deps));
  // Slides take a decode and a Tesseract per slide: a core, like speech recognition.
  await jobs.work(QUEUES.lectureSlides, { concurrency: 1 }, lectureSlidesJob(deps));
  await jobs.work(QUEUES.storagePurge, { concurrency: 1 }, purgeStoragePrefixJob(deps));
  await jobs.work(QUEUES.mailSend, { concurrency: MAIL_CONCURRENCY }, sendMailJob(deps));
  // One batch at a time per process: each holds its week's run row, so a second would only wait for it.
  await jobs.work(QUEUES.weeklyDigest, { concurrency: 1 }, weeklyDigestJob(deps));
  await jobs.work(QUEUES.idleNudge, { concurrency: 1 }, idleNudgeJob(deps));
  await jobs.work(QUEUES.pushSend, { concurrency: PUSH_CONCURRENCY }, sendPushJob(deps));
  await jobs.work(QUEUES.webhookDeliver, { concurrency: WEBHOOK_CONCURRENCY }, deliverWebhookJob(deps));
  await jobs.work(QUEUES.domainEvent, { concurrency: DOMAIN_EVENT_CONCURRENCY }, deps.events.job(deps));

  // A queue or database outage must not stop the process: the next start tries again.
  await onItsOwn(logger, 'jobs', 'the reconcile of processing lectures failed', async () => {
    const lectures = await reconcileProcessingLectures(deps);
    if (lectures > 0) logger.info({ component: 'jobs', lectures }, 'lectures still processing: transcodes enqueued');
  });

  // The periodic pass, every WORKER_PASS_SECONDS: mail whose job ran out of retries queued again, old rows deleted, the
  // admins' daily digest, the learners' weekly digest and idle reminders started. Each task on its own, so one failing
  // (a database outage) leaves the others to run.
  const reconcile = async () => {
    await onItsOwn(logger, 'mail', 'the reconcile of the mail outbox failed', async () => {
      const messages = await reconcileOutbox(deps);
      if (messages > 0) logger.info({ component: 'mail', messages }, 'unsent mail in the outbox: deliveries enqueued');
    });
    await onItsOwn(logger, 'webhooks', 'the cleanup of webhook events failed', async () => {
      const events = await deleteOldWebhookEvents(deps);
      if (events > 0) logger.info({ component: 'webhooks', events }, 'old webhook events deleted');
    });
    await onItsOwn(logger, 'accounts', 'the cleanup of account tokens failed', async () => {
      const tokens = await deleteSpentAccountTokens(deps.orm.em.fork(), deps.clock.now());
      if (tokens > 0) logger.info({ component: 'accounts', tokens }, 'used and expired account tokens deleted');
    });
    await onItsOwn(logger, 'accounts', 'the cleanup of auth challenges failed', async () => {
      const challenges = await deleteExpiredChallenges(deps.orm.em.fork(), deps.clock.now());
      if (challenges > 0) logger.info({ component: 'accounts', challenges }, 'expired auth challenges deleted');
    });
    await onItsOwn(logger, 'reminders', 'the cleanup of reminder messages failed', async () => {
      const messages = await deleteOldReminderMessages(deps.orm.em.fork(), deps.clock.now());
      if (messages > 0) logger.info({ component: 'reminders', messages }, 'old reminder messages deleted');
    });
    await onItsOwn(logger, 'discussion', 'the digest of unanswered questions failed', async () => {
      const digests = await sendUnansweredDigest(deps);
      if (digests > 0) logger.info({ component: 'discussion', mails: digests }, 'unanswered questions digest queued');
    });
    await onItsOwn(logger, 'reminders', 'the start of the weekly digest failed', async () => {
      const week = await startWeeklyDigest(deps);
      if (week) logger.info({ component: 'reminders', week }, 'weekly digest started');
    });
    await onItsOwn(logger, 'reminders', 'queueing the idle reminders failed', async () => {
      if (await queueIdleNudges(deps)) logger.info({ component: 'reminders' }, 'idle reminders queued');
    });
  };
  let reconciling = reconcile();
  const timer = setInterval(() => {
    reconciling = reconcile();
  }, config.jobs.passSeconds * 1000).unref();

  // The webhook outbox is read often, so an event reaches its endpoints within seconds of its commit. One pass at a
  // time: a slow pass is not overlapped by the next.
  let dispatching: Promise<void> = Promise.resolve();
  let dispatchBusy = false;
  const dispatchTimer = setInterval(() => {
    if (dispatchBusy) return;
    dispatchBusy = true;
    dispatching = dispatchWebhooks(deps)
      .then(() => undefined)
      .catch((error: unknown) => logger.error({ component: 'webhooks', err: error }, 'the webhook dispatch failed'))
      .finally(() => {
        dispatchBusy = false;
      });
  }, config.webhooks.dispatchIntervalMs).unref();

  return {
    async stop() {
      clearInterval(timer);
      clearInterval(dispatchTimer);
      await jobs.stopWorking();
      await Promise.all([reconciling, dispatching]);
    },
  };
}
