import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../../test/fixtures';
import { type Mocks, mock } from '../../../../test/mocks';
import { profileData, profileSectionsMocks } from '../../../../test/profileFixtures';
import { renderApp } from '../../../../test/renderApp';
import { showScreensIn } from '../../../../test/showScreensIn';
import { ProfilePageQuery } from '../../../account/pages/ProfilePage';
import { MyCertificatesQuery } from '../components/MyCertificates';
import { ReissueCertificateMutation } from '../mutations/useReissueCertificateMutation';
import { CertificatePageQuery } from './CertificatePage';

const CODE = 'ABCD-EFGH-JKLM';
const certificate = {
  __typename: 'Certificate' as const,
  code: CODE,
  completedAt: '2026-11-20T10:00:00.000Z',
  courseId: 'c-react',
  courseTitle: 'React from Scratch',
  instructor: 'Jane Mentor',
  learnerName: 'Ada Lovelace',
  reissuedAt: null,
  totalSeconds: 3720,
  viewingVerified: false,
  quizzesPassed: 0,
  path: null,
  issuer: 'Acme Academy',
  verificationUrl: `https://learn.example/certificate?code=${CODE}`,
  pdfUrl: `https://learn.example/certificate/${CODE}.pdf`,
  linkedInUrl: `https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME&certId=${CODE}`,
};
const byCode = (code: string, result: object): Mocks[number] =>
  mock({
    request: { query: CertificatePageQuery, variables: { code } },
    result,
  });

describe('CertificatePage', () => {
  it('shows anyone, signed in or not, the certificate its code names: learner, course, instructor, date, code', async () => {
    renderApp({ path: `/certificate?code=${CODE}`, session: null, mocks: [byCode(CODE, { data: { certificate } })] });
    const article = await screen.findByRole('article', { name: 'Certificate of completion' });
    expect(within(article).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(article).getByText('React from Scratch')).toBeInTheDocument();
    expect(within(article).getByText('taught by Jane Mentor')).toBeInTheDocument();
    expect(within(article).getByText('on Nov 20, 2026')).toBeInTheDocument();
    expect(within(article).getByText(`Verification code: ${CODE}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(within(article).queryByText('Viewing verified')).not.toBeInTheDocument();
    expect(within(article).getByText('completed every lecture of the course')).toBeInTheDocument();
  });

  it("says a learning path's certificate is for every course of the path", async () => {
    const ofPath = {
      ...certificate,
      courseId: null,
      courseTitle: 'Frontend Path',
      path: { __typename: 'CertificatePath' as const, id: 'p-1', slug: 'frontend', courseCount: 2 },
    };
    renderApp({
      path: `/certificate?code=${CODE}`,
      session: null,
      mocks: [byCode(CODE, { data: { certificate: ofPath } })],
    });
    const article = await screen.findByRole('article', { name: 'Certificate of completion' });
    expect(within(article).getByText('Frontend Path')).toBeInTheDocument();
    expect(within(article).getByText('finished all 2 courses of the learning path')).toBeInTheDocument();
  });

  it('says the quizzes were passed when the course has any', async () => {
    const withQuizzes = { ...certificate, quizzesPassed: 3 };
    renderApp({
      path: `/certificate?code=${CODE}`,
      session: null,
      mocks: [byCode(CODE, { data: { certificate: withQuizzes } })],
    });
    const article = await screen.findByRole('article', { name: 'Certificate of completion' });
    expect(
      within(article).getByText('completed every lecture and passed all 3 quizzes of the course'),
    ).toBeInTheDocument();
  });

  it("says 'Viewing verified' when the platform's record verifies every lecture", async () => {
    const verified = { ...certificate, viewingVerified: true };
    renderApp({
      path: `/certificate?code=${CODE}`,
      session: null,
      mocks: [byCode(CODE, { data: { certificate: verified } })],
    });
    const article = await screen.findByRole('article', { name: 'Certificate of completion' });
    expect(within(article).getByText('Viewing verified')).toBeInTheDocument();
  });

  it('names the platform, the total length and the verification address with its QR code; offers the PDF and LinkedIn', async () => {
    renderApp({ path: `/certificate?code=${CODE}`, session: null, mocks: [byCode(CODE, { data: { certificate } })] });
    const article = await screen.findByRole('article', { name: 'Certificate of completion' });
    expect(within(article).getByText('Acme Academy')).toBeInTheDocument();
    expect(within(article).getByText('Total length: 1 h 2 min')).toBeInTheDocument();
    expect(within(article).getByText(`Verify at https://learn.example/certificate?code=${CODE}`)).toBeInTheDocument();
    const qr = await within(article).findByRole('img', { name: 'QR code of the verification address' });
    expect(decodeURIComponent(qr.getAttribute('src') ?? '')).toMatch(/^data:image\/svg\+xml;charset=utf-8,<svg /);
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', `${certificate.pdfUrl}?lang=en`);
    expect(screen.queryByRole('link', { name: 'PDF in English' })).not.toBeInTheDocument();
    const linkedIn = screen.getByRole('link', { name: 'Add to LinkedIn' });
    expect(linkedIn).toHaveAttribute('href', certificate.linkedInUrl);
    expect(linkedIn).toHaveAttribute('target', '_blank');
  });

  it('says so when no certificate has the code', async () => {
    renderApp({
      path: '/certificate?code=WXYZ-WXYZ-WXYZ',
      mocks: [
        byCode('WXYZ-WXYZ-WXYZ', { errors: [{ message: 'Certificate not found', extensions: { code: 'NOT_FOUND' } }] }),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No certificate has this verification code.');
  });

  it('says so without asking when the address has no code', async () => {
    renderApp({ path: '/certificate' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No certificate has this verification code.');
  });

  it("lists the learner's completed courses on the profile, each linking to its public certificate", async () => {
    const { user, router } = renderApp({
      path: '/user/profile',
      session: makeUser('USER'),
      mocks: [
        mock({ request: { query: ProfilePageQuery }, result: { data: profileData({ active: false, payments: [] }) } }),
        mock({
          request: { query: MyCertificatesQuery },
          result: { data: { myCertificates: [certificate] } },
        }),
        byCode(CODE, { data: { certificate } }),
        ...profileSectionsMocks(),
      ],
    });
    const section = await screen.findByRole('region', { name: 'Completed courses' });
    expect(within(section).getByText('React from Scratch')).toBeInTheDocument();
    const link = within(section).getByRole('link', { name: 'Certificate for React from Scratch' });
    expect(link).toHaveAttribute('href', `/certificate?code=${CODE}`);
    await user.click(link);
    expect(router.state.location.pathname).toBe('/certificate');
    expect(await screen.findByRole('article', { name: 'Certificate of completion' })).toBeInTheDocument();
  });

  it('offers a reissue with the current name for a certificate issued to another, and shows it reissued', async () => {
    const reissuedAt = '2026-11-23T09:00:00.000Z';
    const current = {
      ...certificate,
      code: 'NNNN-NNNN-NNNN',
      courseId: 'c-node',
      courseTitle: 'Node in Depth',
      learnerName: 'Ada Learner',
    };
    const { user } = renderApp({
      path: '/user/profile',
      session: makeUser('USER'),
      mocks: [
        mock({ request: { query: ProfilePageQuery }, result: { data: profileData({ active: false, payments: [] }) } }),
        mock({ request: { query: MyCertificatesQuery }, result: { data: { myCertificates: [certificate, current] } } }),
        mock({
          request: { query: ReissueCertificateMutation, variables: { courseId: 'c-react' } },
          result: {
            data: {
              reissueCertificate: { __typename: 'Certificate', code: CODE, learnerName: 'Ada Learner', reissuedAt },
            },
          },
        }),
        byCode(CODE, { data: { certificate: { ...certificate, learnerName: 'Ada Learner', reissuedAt } } }),
        ...profileSectionsMocks(),
      ],
    });
    const section = await screen.findByRole('region', { name: 'Completed courses' });
    expect(within(section).getByText('Issued to Ada Lovelace')).toBeInTheDocument();
    // Only the certificate issued to another name than the profile's offers it.
    expect(within(section).getAllByRole('button', { name: /^Reissue with my current name/ })).toHaveLength(1);

    await user.click(within(section).getByRole('button', { name: 'Reissue with my current name: React from Scratch' }));
    expect(await screen.findByText('Certificate reissued with your current name')).toBeInTheDocument();
    expect(within(section).queryByText('Issued to Ada Lovelace')).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /^Reissue/ })).not.toBeInTheDocument();

    await user.click(within(section).getByRole('link', { name: 'Certificate for React from Scratch' }));
    const article = await screen.findByRole('article', { name: 'Certificate of completion' });
    expect(within(article).getByText('Ada Learner')).toBeInTheDocument();
    expect(within(article).getByText("Reissued on Nov 23, 2026 with the learner's current name")).toBeInTheDocument();
  });
});

describe('CertificatePage in Hindi', () => {
  showScreensIn('hi', 'certificates');

  it("offers the PDF in the page's language, and in English beside it", async () => {
    renderApp({ path: `/certificate?code=${CODE}`, session: null, mocks: [byCode(CODE, { data: { certificate } })] });
    await screen.findByRole('article', { name: 'पूर्णता प्रमाणपत्र' });
    expect(screen.getByRole('link', { name: 'PDF डाउनलोड करें' })).toHaveAttribute(
      'href',
      `${certificate.pdfUrl}?lang=hi`,
    );
    const english = screen.getByRole('link', { name: 'अंग्रेज़ी में PDF' });
    expect(english).toHaveAttribute('href', `${certificate.pdfUrl}?lang=en`);
    expect(english).toHaveAttribute('hreflang', 'en');
  });
});
