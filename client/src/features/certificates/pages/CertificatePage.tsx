import { skipToken, useQuery } from '@apollo/client/react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../../components/format/formatDate';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { graphql } from '../../../gql';
import { errorCode, errorMessage } from '../../../shared/errors';

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
    }
  }
`);

export const CERTIFICATE_TEXTS = {
  title: 'Certificate of completion',
  notFound: 'No certificate has this verification code.',
  failure: 'Failed to load the certificate',
  loading: 'Loading the certificate',
  print: 'Print',
  verification: (code: string) => `Verification code: ${code}`,
  reissuedOn: (date: string) => `Reissued on ${date} with the learner's current name`,
  issuedTo: (name: string) => `Issued to ${name}`,
  reissue: 'Reissue with my current name',
  reissued: 'Certificate reissued with your current name',
  reissueFailed: 'Failed to reissue the certificate',
};

/**
 * /certificate?code=…: a learner's certificate for a completed course, public so that anyone given the link can
 * verify it. It prints on one page without the site's header and footer (see Layout) or the Print button.
 */
export function CertificatePage() {
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code')?.trim() ?? '';
  const { data, loading, error, refetch } = useQuery(CertificatePageQuery, code ? { variables: { code } } : skipToken);
  const certificate = data?.certificate;

  if (!certificate) {
    if (code && loading) return <PageSpinner label={CERTIFICATE_TEXTS.loading} />;
    const notFound = !code || errorCode(error) === 'NOT_FOUND';
    return (
      <Stack align="center" gap="4" py="10" textAlign="center">
        <Text role="alert">
          {notFound ? CERTIFICATE_TEXTS.notFound : errorMessage(error, CERTIFICATE_TEXTS.failure)}
        </Text>
        {!notFound ? (
          <Button colorPalette="yellow" onClick={() => void refetch().catch(() => undefined)}>
            Try again
          </Button>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap="6" align="center" maxW="3xl" mx="auto">
      <Stack
        as="article"
        aria-labelledby="certificate-title"
        gap="5"
        w="full"
        p={{ base: '6', md: '12' }}
        textAlign="center"
        borderWidth="8px"
        borderStyle="double"
        borderColor="yellow.600"
        rounded="md"
        _print={{ borderColor: 'black', breakInside: 'avoid', p: '10' }}
      >
        <Heading as="h1" id="certificate-title" size={{ base: '2xl', md: '4xl' }} color="yellow.800">
          {CERTIFICATE_TEXTS.title}
        </Heading>
        <Text color="gray.700">This certifies that</Text>
        <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold">
          {certificate.learnerName}
        </Text>
        <Text color="gray.700">completed every lecture of the course</Text>
        <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="semibold">
          {certificate.courseTitle}
        </Text>
        <Text color="gray.700">taught by {certificate.instructor}</Text>
        <Text>on {formatDate(certificate.completedAt)}</Text>
        <Text fontFamily="mono" fontSize="sm" color="gray.600">
          {CERTIFICATE_TEXTS.verification(certificate.code)}
        </Text>
        {certificate.reissuedAt ? (
          <Text fontSize="sm" color="gray.600">
            {CERTIFICATE_TEXTS.reissuedOn(formatDate(certificate.reissuedAt))}
          </Text>
        ) : null}
      </Stack>
      <Button colorPalette="yellow" variant="outline" onClick={() => window.print()} _print={{ display: 'none' }}>
        {CERTIFICATE_TEXTS.print}
      </Button>
    </Stack>
  );
}
