import { describe, expect, it } from 'vitest';
import { isPushEndpoint } from './push-subscriptions.service';
import { pushMessage } from './push-texts';

describe('a push message', () => {
  const answer = {
    kind: 'QUESTION_ANSWERED' as const,
    courseId: 'c1',
    lectureId: 'l1',
    data: { courseTitle: 'Shell', actorName: 'Pia', questionTitle: 'Why?' },
  };

  it("is written in the learner's language, English without one, and opens the item's page", () => {
    expect(pushMessage(answer, null)).toEqual({
      title: 'New answer to your question',
      body: 'Pia answered your question “Why?”',
      url: '/course/displaylecture?course=c1&lecture=l1',
    });
    expect(pushMessage(answer, 'ur').body).toBe('Pia نے آپ کے سوال “Why?” کا جواب دیا');
    expect(pushMessage(answer, 'fr').title).toBe('New answer to your question');
    const certificate = { kind: 'CERTIFICATE_ISSUED' as const, courseId: 'c1', lectureId: null };
    expect(pushMessage({ ...certificate, data: { courseTitle: 'Git', certificateCode: 'AB CD' } }, 'hi')).toEqual({
      title: 'प्रमाणपत्र मिला',
      body: 'आपने Git का प्रमाणपत्र अर्जित किया',
      url: '/certificate?code=AB%20CD',
    });
  });
});

describe('a push endpoint', () => {
  it('is https; outside production also http on this machine', () => {
    expect(isPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', true)).toBe(true);
    expect(isPushEndpoint('http://127.0.0.1:4100/push/1', false)).toBe(true);
    expect(isPushEndpoint('http://127.0.0.1:4100/push/1', true)).toBe(false);
    expect(isPushEndpoint('http://push.example.com/1', false)).toBe(false);
    expect(isPushEndpoint('https://10.0.0.5/push', true)).toBe(false);
    expect(isPushEndpoint('https://user:pass@push.example.com/1', false)).toBe(false);
    expect(isPushEndpoint('not a url', false)).toBe(false);
  });
});
