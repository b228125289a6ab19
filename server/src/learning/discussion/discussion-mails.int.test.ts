import { describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { gql } from '../../../test/graphql-client';
import type { TestApp } from '../../../test/harness';
import { type MailCatcher, withMailingApp } from '../../../test/mail-catcher';
import { sendUnansweredDigest } from './discussion-digest.job';
import { discussionDb } from './discussion-rows';

let app: TestApp;
let smtp: MailCatcher;
withMailingApp((started) => ({ app, smtp } = started));

const ASK =
  'mutation Ask($lectureId: ID!, $input: AskQuestionInput!) { askQuestion(lectureId: $lectureId, input: $input) { id } }';
const REPLY = 'mutation Reply($postId: ID!, $body: String!) { replyToPost(postId: $postId, body: $body) { id } }';
const SET =
  'mutation Set($token: String!, $subscribed: Boolean!) { setMailSubscription(token: $token, subscribed: $subscribed) { kind subscribed } }';

async function setUp() {
  const { lectures } = await createCourse(
    app,
    { title: 'React in depth', createdBy: 'Ravi Instructor' },
    { lectures: 1 },
  );
  const asker = await createUser(app, { subscriptionStatus: 'active', fullName: 'Asha Learner' });
  const admin = await createUser(app, { role: 'ADMIN', fullName: 'Administrator' });
  const asked = await gql<{ askQuestion: { id: string } }>(
    app,
    ASK,
    { lectureId: lectures[0]?.id, input: { title: 'Why does useEffect run twice?', body: 'In dev mode' } },
    asker,
  );
  return { asker, admin, questionId: asked.data?.askQuestion.id ?? '' };
}

const unsubscribeLink = (text: string) => /\/unsubscribe\?token=([\w.%-]+)/.exec(text)?.[1] ?? '';

describe('Q&A mails', () => {
  it('mails the asker when answered, with one-click unsubscribe headers that work', async () => {
    const { asker, admin, questionId } = await setUp();
    await gql(app, REPLY, { postId: questionId, body: 'Strict mode mounts twice' }, admin);
    const [mail] = await smtp.waitFor((each) => each.to === asker.user.email);
    expect(mail?.subject).toBe('New answer: Why does useEffect run twice?');
    expect(mail?.text).toContain('Ravi Instructor (instructor) answered your question');
    expect(mail?.text).toContain('http://client.test/course/displaylecture?course=');
    const headerLine = (key: string) =>
      mail?.parsed.headerLines.find((line) => line.key === key)?.line.replace(/^[^:]+:\s*/, '') ?? '';
    expect(headerLine('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const url = headerLine('list-unsubscribe').replace(/[<>]/g, '');
    expect(url).toMatch(/\/api\/v1\/mail\/unsubscribe\?token=/);

    // What a mail client does with the one-click header: a POST from its servers, no cookie, no Origin.
    const local = url.replace(/^https?:\/\/[^/]+/, app.url);
    const forged = await fetch(local.replace(/token=[^&]+/, 'token=abc.def.ghi'), { method: 'POST' });
    expect(forged.status).toBe(400);
    const response = await fetch(local, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);

    // Unsubscribed: a second answer sends no mail (the outbox holds nothing more for the asker).
    await gql(app, REPLY, { postId: questionId, body: 'And again' }, admin);
    const outbox = await app.orm.em
      .fork()
      .getConnection()
      .execute<{ n: string }[]>('select count(*) as n from outbox where recipient = ?', [asker.user.email]);
    expect(Number(outbox[0]?.n)).toBe(1);

    // The page's link turns it back on with the same token.
    const token = decodeURIComponent(unsubscribeLink(mail?.text ?? ''));
    const again = await gql<{ setMailSubscription: { kind: string; subscribed: boolean } }>(app, SET, {
      token,
      subscribed: true,
    });
    expect(again.data?.setMailSubscription).toEqual({ kind: 'DISCUSSION_ANSWERS', subscribed: true });
    await gql(app, REPLY, { postId: questionId, body: 'Third time' }, admin);
    await smtp.waitFor((each) => each.to === asker.user.email, { count: 2 });
  });

  it('sends the admins one digest a day of the unanswered questions, unless they unsubscribed', async () => {
    const { admin } = await setUp();
    const quiet = await createUser(app, { role: 'ADMIN' });
    const evening = new Date('2030-01-02T20:00:00Z');
    // Before DISCUSSION_DIGEST_HOUR (7 UTC) nothing is sent.
    expect(await sendUnansweredDigest(app.deps, new Date('2030-01-02T03:00:00Z'))).toBe(0);
    await discussionDb(app.orm.em.fork())
      .insertInto('mail_opt_outs')
      .values({ user_id: quiet.user.id, kind: 'DISCUSSION_DIGEST', created_at: new Date() })
      .execute();
    const queued = await sendUnansweredDigest(app.deps, evening);
    expect(queued).toBeGreaterThanOrEqual(1);
    expect(await sendUnansweredDigest(app.deps, evening)).toBe(0);
    const [digest] = await smtp.waitFor((each) => each.to === admin.user.email);
    expect(digest?.subject).toMatch(/questions? (is|are) waiting for an answer/);
    expect(digest?.text).toContain('Why does useEffect run twice? (React in depth › Lecture 1)');
    expect(digest?.text).toContain('http://client.test/admin/questions');
    expect(unsubscribeLink(digest?.text ?? '')).not.toBe('');
    expect(smtp.to(quiet.user.email)).toEqual([]);
  });
});
