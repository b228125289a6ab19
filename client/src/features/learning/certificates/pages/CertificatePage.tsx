import { skipToken, useQuery } from '@apollo/client/react';
import { Button, Flex, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RetryNotice } from '../../../../components/ui/retry-notice';
import { PageSkeleton } from '../../../../components/ui/skeletons';
import { graphql } from '../../../../gql';
import { errorCode, errorMessage } from '../../../../shared/errors';
import { CertificateDocument } from '../components/CertificateDocument';

/** Public: anyone with the code may open it, to verify it. */
export const CertificatePageQuery = graphql(`
  query CertificatePageQuery($code: String!) {
    certificate(code: $code) {
      code
      completedAt
      courseId
      courseTitle
      instructor
      learnerName
      reissuedAt
      totalSeconds
      viewingVerified
      quizzesPassed
      path {
        id
        slug
        courseCount
      }
      issuer
      verificationUrl
      pdfUrl
      linkedInUrl
    }
  }
`);

/** The certificate's PDF in a language (the server's `?lang=`): the page's, or English for an employer who reads it. */
function pdfIn(pdfUrl: string, language: string) {
  const url = new URL(pdfUrl, window.location.href);
  url.searchParams.set('lang', language);
  return url.toString();
}

/** One landscape page, A4 or Letter as the printer has it. */
const PRINTED_PAGE = '@page { size: landscape; margin: 10mm; }';

/**
 * /certificate?code=…: a learner's certificate for a completed course, public so that anyone given the link can
 * verify it, with Print, Download PDF (/certificate/<code>.pdf, made by the server in the page's language; in any
 * other, English beside it) and Add to LinkedIn. It prints on one landscape page without the site's header and footer
 * (see Layout) or those buttons.
 */
export function CertificatePage() {
  const { t, i18n } = useTranslation('certificates');
  const language = i18n.resolvedLanguage ?? 'en';
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code')?.trim() ?? '';
  const { data, loading, error, refetch } = useQuery(CertificatePageQuery, code ? { variables: { code } } : skipToken);
  const certificate = data?.certificate;

  if (!certificate) {
    if (code && loading) return <PageSkeleton label={t('loading')} maxW="4xl" />;
    const notFound = !code || errorCode(error) === 'NOT_FOUND';
    return (
      <RetryNotice
        py="10"
        message={notFound ? t('notFound') : errorMessage(error, t('failure'))}
        onRetry={notFound ? undefined : refetch}
      />
    );
  }

  return (
    <Stack gap="6" align="center" maxW="4xl" mx="auto">
      <style>{PRINTED_PAGE}</style>
      <CertificateDocument certificate={certificate} />
      <Flex gap="3" wrap="wrap" justify="center" _print={{ display: 'none' }}>
        <Button colorPalette="brand" variant="outline" onClick={() => window.print()}>
          {t('print')}
        </Button>
        <Button asChild colorPalette="brand">
          <a href={pdfIn(certificate.pdfUrl, language)} download>
            {t('download')}
          </a>
        </Button>
        {language === 'en' ? null : (
          <Button asChild colorPalette="brand" variant="outline">
            <a href={pdfIn(certificate.pdfUrl, 'en')} download hrefLang="en">
              {t('downloadEnglish')}
            </a>
          </Button>
        )}
        <Button asChild colorPalette="gray" variant="outline">
          <a href={certificate.linkedInUrl} target="_blank" rel="noopener noreferrer">
            {t('linkedIn')}
          </a>
        </Button>
      </Flex>
    </Stack>
  );
}
