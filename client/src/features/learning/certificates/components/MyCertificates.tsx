import { useQuery } from '@apollo/client/react';
import { Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { graphql } from '../../../../gql';
import { useFormat } from '../../../../i18n/format';
import { useReissueCertificateMutation } from '../mutations/useReissueCertificateMutation';

export const MyCertificatesQuery = graphql(`
  query MyCertificatesQuery {
    myCertificates {
      code
      completedAt
      courseId
      courseTitle
      learnerName
    }
  }
`);

/** The public address of a certificate, for anyone to verify. */
export const certificatePath = (code: string) => `/certificate?${new URLSearchParams({ code })}`;

/**
 * The signed-in learner's completed courses, each with its certificate's public page (most recent first). Nothing
 * until there is one, or if they cannot be loaded: the profile stands without them. A certificate keeps the name it
 * was issued to; one issued to another name than `currentName` (the profile's) offers a reissue with it.
 */
export function MyCertificates({ currentName }: { currentName: string }) {
  const { t } = useTranslation('certificates');
  const format = useFormat();
  const { data } = useQuery(MyCertificatesQuery, { fetchPolicy: 'cache-and-network' });
  const [reissue, { loading: reissuing }] = useReissueCertificateMutation();
  const certificates = data?.myCertificates ?? [];
  if (certificates.length === 0) return null;
  return (
    <Stack as="section" gap="3" w="full" aria-labelledby="certificates-heading">
      <Heading as="h2" size="lg" id="certificates-heading">
        {t('mine.heading')}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none">
        {certificates.map((certificate) => (
          <Stack as="li" key={certificate.code} gap="0" p="3" borderWidth="1px" borderColor="border" rounded="md">
            <Text fontWeight="semibold">{certificate.courseTitle}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t('mine.completedOn', { date: format.date(certificate.completedAt) })}{' '}
              <Link asChild color="brand.fg">
                <RouterLink
                  to={certificatePath(certificate.code)}
                  aria-label={t('mine.certificateFor', { course: certificate.courseTitle })}
                >
                  {t('mine.certificate')}
                </RouterLink>
              </Link>
            </Text>
            {certificate.learnerName !== currentName ? (
              <Stack direction="row" align="center" gap="3" wrap="wrap" pt="1">
                <Text fontSize="sm" color="fg.muted">
                  {t('mine.issuedTo', { name: certificate.learnerName })}
                </Text>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="brand"
                  loading={reissuing}
                  aria-label={t('mine.reissueFor', { course: certificate.courseTitle })}
                  // myCertificates lists courses' certificates, each with its course.
                  onClick={() => void reissue(certificate.courseId ?? '')}
                >
                  {t('mine.reissue')}
                </Button>
              </Stack>
            ) : null}
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
