import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { pdfText } from '../../../test/pdf-text';

const SET_COMPLETED = /* GraphQL */ `
  mutation SetCompleted($lectureId: ID!, $completed: Boolean!) {
    setLectureCompleted(lectureId: $lectureId, completed: $completed) { completed }
  }`;
const CERTIFICATE = /* GraphQL */ `
  query Certificate($id: ID!) {
    course(id: $id) {
      certificate { code completedAt totalSeconds issuer verificationUrl pdfUrl linkedInUrl }
    }
  }`;

interface Certificate {
  code: string;
  completedAt: string;
  totalSeconds: number | null;
  issuer: string;
  verificationUrl: string;
  pdfUrl: string;
  linkedInUrl: string;
}

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ BUSINESS_NAME: 'Acme Academy', CLIENT_URL: 'http://client.test' });
});
afterAll(() => app.close());

/**
 * A learner who completed a two-lecture course of 30 min each, and their certificate; with `verified`, the server's
 * viewing record holds both lectures as verified complete (written directly: viewing.int.test.ts earns it for real).
 */
async function certified({
  verified = false,
  title = 'Typed SQL in Practice',
  instructor = 'Grace Hopper',
  learnerName = 'Ada Lovelace',
} = {}) {
  const { course, lectures } = await createCourse(
    app,
    { title, createdBy: instructor },
    { lectures: 2, lectureSeconds: 1800 },
  );
  const learner = await createUser(app, { subscriptionStatus: 'active', fullName: learnerName });
  if (verified) {
    for (const lecture of lectures) {
      await app.orm.em.fork().execute(
        `insert into lecture_viewings (user_id, lecture_id, course_id, delivered, watched, first_viewed_at, last_viewed_at, verified_at)
         values (?, ?, ?, '[[0,1800]]', '[[0,1800]]', now(), now(), now())`,
        [learner.user.id, lecture.id, course.id],
      );
    }
  }
  for (const lecture of lectures) {
    expect((await gql(app, SET_COMPLETED, { lectureId: lecture.id, completed: true }, learner)).errors).toBeUndefined();
  }
  const { data } = await gql<{ course: { certificate: Certificate } }>(app, CERTIFICATE, { id: course.id }, learner);
  return data!.course.certificate;
}

describe('the certificate as a PDF and its links', () => {
  it('names the platform, links its verification page and LinkedIn, and knows the course length', async () => {
    const certificate = await certified();
    const completed = new Date(certificate.completedAt);
    expect(certificate).toMatchObject({
      totalSeconds: 3600,
      issuer: 'Acme Academy',
      verificationUrl: `http://client.test/certificate?code=${certificate.code}`,
      pdfUrl: `${app.config.publicUrl}/certificate/${certificate.code}.pdf`,
    });
    const linkedIn = new URL(certificate.linkedInUrl);
    expect(`${linkedIn.origin}${linkedIn.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(linkedIn.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Typed SQL in Practice',
      organizationName: 'Acme Academy',
      issueYear: String(completed.getUTCFullYear()),
      issueMonth: String(completed.getUTCMonth() + 1),
      certUrl: certificate.verificationUrl,
      certId: certificate.code,
    });
  });

  it('downloads as a one-page PDF that says who, what, when and how to verify it', async () => {
    const certificate = await certified();
    const response = await fetch(`${app.url}/certificate/${certificate.code}.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="certificate-${certificate.code}.pdf"`,
    );
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toMatch(/%%EOF\s*$/);
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);

    const text = (await pdfText(pdf)).join('\n');
    expect(text).toContain('ACME ACADEMY');
    expect(text).toContain('Certificate of completion');
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain('Typed SQL in Practice');
    expect(text).toContain('taught by Grace Hopper · 1 h 0 min of video');
    expect(text).toMatch(/Completed on \d{1,2} \w+ \d{4}/);
    expect(text).toContain(`Verification code: ${certificate.code}`);
    expect(text).toContain(`Verify at ${certificate.verificationUrl}`);
    expect(text).not.toContain('Viewing verified');
  });

  it('says "viewing verified" when the viewing record proves every lecture watched', async () => {
    const certificate = await certified({ verified: true });
    const pdf = Buffer.from(await (await fetch(`${app.url}/certificate/${certificate.code}.pdf`)).arrayBuffer());
    expect((await pdfText(pdf)).join(' ')).toContain(
      "Viewing verified: the platform's own record shows every lecture delivered and watched",
    );
  });

  it("is in the reader's language, its fonts embedded so a Hindi name and title read as written", async () => {
    const certificate = await certified({ title: 'पाइथन प्रोग्रामिंग', instructor: 'Grace Hopper', learnerName: 'राहुल' });
    const response = await fetch(`${app.url}/certificate/${certificate.code}.pdf`, {
      headers: { cookie: 'locale=hi' },
    });
    expect(response.headers.get('content-language')).toBe('hi');
    const pdf = Buffer.from(await response.arrayBuffer());
    const text = (await pdfText(pdf)).join('\n');
    // Words whose glyphs are drawn in their letters' order (see test/pdf-text.ts).
    expect(text).toContain('प्रमाणपत्र');
    expect(text).toContain('राहुल');
    expect(text).toContain('पाइथन');
    expect(text).toContain('Grace Hopper · कुल');
    expect(text).toContain(`सत्यापन कोड: ${certificate.code}`);
    expect(text).not.toContain('Certificate of completion');
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Bold/);
    expect(pdf.toString('latin1')).not.toContain('Helvetica');

    // The English one on request, whatever the pages' language.
    const english = await fetch(`${app.url}/certificate/${certificate.code}.pdf?lang=en`, {
      headers: { cookie: 'locale=hi' },
    });
    expect(english.headers.get('content-language')).toBe('en');
    const englishText = (await pdfText(Buffer.from(await english.arrayBuffer()))).join('\n');
    expect(englishText).toContain('Certificate of completion');
    expect(englishText).toContain('राहुल');
  });

  it('is in Urdu for an Urdu reader, on one page, with the Arabic script embedded', async () => {
    const certificate = await certified({ title: 'Web Development 101', learnerName: 'علی رضا' });
    const response = await fetch(`${app.url}/certificate/${certificate.code}.pdf`, {
      headers: { 'accept-language': 'ur-PK,ur;q=0.9' },
    });
    expect(response.headers.get('content-language')).toBe('ur');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoNaskhArabic/);
    const text = (await pdfText(pdf)).join('\n');
    expect(text).toContain('Web Development 101');
    expect(text).toContain(certificate.code);
  });

  it('answers 404 for a code that names no certificate, as the page does', async () => {
    const response = await fetch(`${app.url}/certificate/ABCD-EFGH-JKMN.pdf`);
    expect(response.status).toBe(404);
  });
});
