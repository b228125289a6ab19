import { describe, expect, it } from 'vitest';
import { type AdminApp, withAdminApp } from '../../../test/admin-app';
import { createCourse } from '../../../test/course-factories';
import { DEFAULT_PASSWORD } from '../../../test/factories';
import { restClient } from '../../../test/rest-client';
import type { Lecture } from '../../catalog/lecture/lecture.entity';
import { NO_VIDEO_STREAM_REASON } from '../../media/transcoder/probe';
import { transcodingFailedReason } from '../../media/transcoder/types';

const CREATE_CATEGORY = 'mutation($name: String!) { createCategory(name: $name) { name } }';
const DELETE_CATEGORY = 'mutation($name: String!) { deleteCategory(name: $name) { name message } }';
const CREATE_ENDPOINT = `mutation($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) { endpoint { id } }
}`;
const STATS = 'query { stats { message } }';
const DELETE_ACCOUNT = 'mutation($password: String!) { deleteAccount(password: $password) { message } }';

interface Answer {
  data?: Record<string, { message?: string } | null> | null;
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
}

let admin: AdminApp;
withAdminApp((started) => {
  admin = started;
});

/** An admin's GraphQL request, with the headers that choose its language (the `locale` cookie, Accept-Language). */
async function asAdmin(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await fetch(`${admin.app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.adminToken}`, ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as Answer;
}

describe("the admin's operations answer in the request's language", () => {
  it("says a category's not found in Hindi, with the English answer's code", async () => {
    const english = await asAdmin(DELETE_CATEGORY, { name: 'No such category' });
    const hindi = await asAdmin(DELETE_CATEGORY, { name: 'No such category' }, { cookie: 'locale=hi' });
    expect(english.errors?.[0]).toMatchObject({ message: 'Category not found', extensions: { code: 'NOT_FOUND' } });
    expect(hindi.errors?.[0]).toMatchObject({ message: 'श्रेणी नहीं मिली', extensions: { code: 'NOT_FOUND' } });
  });

  it("says a webhook endpoint's refusal in Urdu, the field named as in English", async () => {
    const input = { url: 'https://user:secret@hooks.example.com/in', eventTypes: ['user.created'] };
    const urdu = await asAdmin(CREATE_ENDPOINT, { input }, { 'accept-language': 'ur-PK,ur;q=0.9' });
    expect(urdu.errors?.[0]).toMatchObject({
      message: 'URL میں کوئی یوزر نیم یا پاس ورڈ نہ ڈالیں: اس کے بجائے دستخط کی جانچ کریں',
      extensions: { code: 'BAD_USER_INPUT', field: 'url' },
    });
  });

  it("says why a lecture's processing failed in the language, as the worker stored it in English", async () => {
    const { course, lectures } = await createCourse(admin.app, {}, { lectures: 2 });
    const [failed, stopped] = lectures as [Lecture, Lecture];
    const em = admin.app.orm.em.fork();
    await em.execute(`update lectures set status = 'FAILED', failure_reason = ? where id = ?`, [
      NO_VIDEO_STREAM_REASON,
      failed.id,
    ]);
    await em.execute(`update lectures set renditions_failure_reason = ? where id = ?`, [
      transcodingFailedReason('Conversion failed!'),
      stopped.id,
    ]);
    const LECTURES =
      'query($courseId: ID!) { lectures(courseId: $courseId) { id failureReason renditionsFailureReason } }';
    const reasons = async (headers?: Record<string, string>) => {
      const answer = (await asAdmin(LECTURES, { courseId: course.id }, headers)) as {
        data?: { lectures: { id: string; failureReason: string | null; renditionsFailureReason: string | null }[] };
      };
      return new Map(answer.data?.lectures.map((lecture) => [lecture.id, lecture]));
    };
    expect((await reasons()).get(failed.id)?.failureReason).toBe(NO_VIDEO_STREAM_REASON);
    const hindi = await reasons({ cookie: 'locale=hi' });
    expect(hindi.get(failed.id)?.failureReason).toBe('फ़ाइल में वीडियो स्ट्रीम नहीं है');
    expect(hindi.get(stopped.id)?.renditionsFailureReason).toBe('ट्रांसकोडिंग विफल रही: Conversion failed!');
  });

  it('says the success messages of deleting a category and of the dashboard in the language', async () => {
    await asAdmin(CREATE_CATEGORY, { name: 'Empty for Hindi' });
    const deleted = await asAdmin(DELETE_CATEGORY, { name: 'Empty for Hindi' }, { cookie: 'locale=hi' });
    expect(deleted.data?.deleteCategory?.message).toBe('श्रेणी हटा दी गई');
    expect((await asAdmin(STATS, {})).data?.stats?.message).toBe('Stats fetched successfully');
    expect((await asAdmin(STATS, {}, { cookie: 'locale=ur' })).data?.stats?.message).toBe(
      'اعداد و شمار کامیابی سے مل گئے',
    );
  });

  it("refuses to close the only admin's account in Urdu", async () => {
    const urdu = await asAdmin(DELETE_ACCOUNT, { password: DEFAULT_PASSWORD }, { cookie: 'locale=ur' });
    expect(urdu.errors?.[0]).toMatchObject({
      message: 'آپ واحد ایڈمن ہیں، اس لیے یہ اکاؤنٹ حذف نہیں کیا جا سکتا۔ پہلے کسی دوسرے اکاؤنٹ کو ایڈمن بنائیں۔',
      extensions: { code: 'FORBIDDEN' },
    });
  });
});

describe("the request's own errors in its language", () => {
  it('says an unknown REST endpoint and a malformed body in Hindi and Urdu, with the same status and code', async () => {
    const rest = restClient(admin.app);
    const unknown = await rest.get('/no-such-thing', { unchecked: true, headers: { 'accept-language': 'hi' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, message: 'ऐसा कोई API एंडपॉइंट नहीं है', code: 'NOT_FOUND' });
    const malformed = await rest.json('POST', '/contact', '{"name":', { unchecked: true, cookie: 'locale=ur' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ message: 'JSON باڈی درست شکل میں نہیں ہے', code: 'BAD_USER_INPUT' });
  });
});
