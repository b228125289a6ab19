import { useQuery } from '@apollo/client/react';
import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../components/format/formatDate';
import { graphql } from '../../../gql';

export const MyCertificatesQuery = graphql(`
  query MyCertificatesQuery {
    myCertificates {
      code
      completedAt
      courseTitle
    }
  }
`);

/** The public address of a certificate, for anyone to verify. */
export const certificatePath = (code: string) => `/certificate?${new URLSearchParams({ code })}`;

/**
 * The signed-in learner's completed courses, each with its certificate's public page (most recent first). Nothing
 * until there is one, or if they cannot be loaded: the profile stands without them.
 */
export function MyCertificates() {
  const { data } = useQuery(MyCertificatesQuery, { fetchPolicy: 'cache-and-network' });
  const certificates = data?.myCertificates ?? [];
  if (certificates.length === 0) return null;
  return (
    <Stack as="section" gap="3" w="full" aria-labelledby="certificates-heading">
      <Heading as="h2" size="lg" id="certificates-heading">
        Completed courses
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none">
        {certificates.map((certificate) => (
          <Stack as="li" key={certificate.code} gap="0" p="3" borderWidth="1px" borderColor="gray.200" rounded="md">
            <Text fontWeight="semibold">{certificate.courseTitle}</Text>
            <Text fontSize="sm" color="gray.700">
              Completed on {formatDate(certificate.completedAt)} ·{' '}
              <Link asChild color="yellow.800">
                <RouterLink
                  to={certificatePath(certificate.code)}
                  aria-label={`Certificate for ${certificate.courseTitle}`}
                >
                  Certificate
                </RouterLink>
              </Link>
            </Text>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
