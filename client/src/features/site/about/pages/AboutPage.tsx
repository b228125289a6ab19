import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../../components/ui/page-heading';
import { MentorCarousel } from '../components/MentorCarousel';
import { mentors } from '../components/mentors';

/** About: mission text and a carousel of four mentors. */
export function AboutPage() {
  const { t } = useTranslation('about');
  return (
    <Stack gap="10" maxW="4xl" mx="auto">
      <Stack gap="4" textAlign="center">
        <PageHeading>{t('heading')}</PageHeading>
        <Text fontSize="lg" color="fg.muted">
          {t('mission')}
        </Text>
      </Stack>
      <Stack gap="4">
        <Heading as="h2" size="xl" textAlign="center">
          {t('mentorsHeading')}
        </Heading>
        <MentorCarousel mentors={mentors} />
      </Stack>
    </Stack>
  );
}
