import { Alert, Link, List } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

interface CertificateWithheldNoteProps {
  courseId: string;
  withheld: { message: string; lecturesToWatch: readonly { id: string; title: string }[] };
}

/** Where the certificate would be: why the server withholds it, and a link to each lecture still to watch. */
export function CertificateWithheldNote({ courseId, withheld }: CertificateWithheldNoteProps) {
  const { t } = useTranslation('courses');
  return (
    <Alert.Root recipe={alertSlotRecipe} status="info" variant="subtle">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{t('certificateWithheld.title')}</Alert.Title>
        <Alert.Description>{withheld.message}</Alert.Description>
        <List.Root aria-label={t('certificateWithheld.lecturesLabel')} ps="5" gap="1">
          {withheld.lecturesToWatch.map((lecture) => (
            <List.Item key={lecture.id}>
              <Link asChild color="brand.fg" fontWeight="medium">
                <RouterLink to={`/course/displaylecture?course=${courseId}&lecture=${lecture.id}`}>
                  {lecture.title}
                </RouterLink>
              </Link>
            </List.Item>
          ))}
        </List.Root>
      </Alert.Content>
    </Alert.Root>
  );
}
