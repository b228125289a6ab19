import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { type Mocks, renderApp } from '../../../test/renderApp';
import { ProfilePageQuery } from '../../user/pages/ProfilePage';
import { profileData } from '../../user/pages/profileTestData';
import { MyCertificatesQuery } from '../components/MyCertificates';
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
};
const byCode = (code: string, result: object): Mocks[number] => ({
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
        { request: { query: ProfilePageQuery }, result: { data: profileData({ active: false, payments: [] }) } },
        {
          request: { query: MyCertificatesQuery },
          result: { data: { myCertificates: [certificate] } },
        },
        byCode(CODE, { data: { certificate } }),
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
});
