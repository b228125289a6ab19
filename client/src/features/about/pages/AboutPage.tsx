import { Heading, Stack, Text } from '@chakra-ui/react';
import { PageHeading } from '../../../components/ui/page-heading';
import { MentorCarousel } from '../components/MentorCarousel';
import { mentors } from '../components/mentors';

/** About: mission text and a carousel of four mentors. */
export function AboutPage() {
  return (
    <Stack gap="10" maxW="4xl" mx="auto">
      <Stack gap="4" textAlign="center">
        <PageHeading>Affordable and quality education</PageHeading>
        <Text fontSize="lg" color="fg.muted">
          Our goal is to provide affordable and quality education to the world. We are a platform for aspiring teachers
          and students to share their skills, creativity and knowledge with each other, to empower and contribute to the
          growth and wellness of mankind.
        </Text>
      </Stack>
      <Stack gap="4">
        <Heading as="h2" size="xl" textAlign="center">
          Meet our mentors
        </Heading>
        <MentorCarousel mentors={mentors} />
      </Stack>
    </Stack>
  );
}
