import { Badge, Button, Card, Flex, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormat } from '../../../../i18n/format';
import { courseDescriptionPath } from '../../../../shared/coursePaths';
import { certificatePath } from '../../certificates/components/MyCertificates';

export interface CompletedCourse {
  code: string;
  courseId: string;
  courseTitle: string;
  instructor: string;
  completedAt: string;
}

/** A completed course: its title (to its page), instructor, completion date and its certificate. */
export function CompletedCourseCard({ certificate }: { certificate: CompletedCourse }) {
  const { t } = useTranslation('learning');
  const format = useFormat();
  return (
    <Card.Root as="article" size="sm" h="full">
      <Card.Body gap="2">
        <Badge alignSelf="start" colorPalette="green">
          {t('completed')}
        </Badge>
        <Heading as="h3" size="md" lineClamp="2">
          <RouterLink to={courseDescriptionPath(certificate.courseId)}>{certificate.courseTitle}</RouterLink>
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {certificate.instructor}
        </Text>
      </Card.Body>
      <Card.Footer>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap" w="full">
          <Text fontSize="sm" color="fg.muted">
            {t('completedOn', { date: format.date(certificate.completedAt) })}
          </Text>
          <Button asChild size="sm" variant="outline" colorPalette="brand">
            <RouterLink
              to={certificatePath(certificate.code)}
              aria-label={t('certificateFor', { course: certificate.courseTitle })}
            >
              {t('certificate')}
            </RouterLink>
          </Button>
        </Flex>
      </Card.Footer>
    </Card.Root>
  );
}
