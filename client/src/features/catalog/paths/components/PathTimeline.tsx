import { Badge, Box, Button, Circle, Flex, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FiArrowRight, FiCheck, FiLock } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router';
import { useFormat } from '../../../../i18n/format';

/** One course of the path as the timeline draws it. */
export interface TimelineCourse {
  id: string;
  title: string;
  createdBy: string;
  thumbnailUrl: string;
  numberOfLectures: number;
  totalDurationSeconds: number;
}

export interface TimelineStep {
  course: TimelineCourse;
  /** The learner holds its certificate. */
  completed: boolean;
  /** The course before it must be finished first, and is not: its title. */
  lockedBy: string | null;
  /** The course to take now: highlighted, with Continue. */
  next: boolean;
}

const coursePage = (id: string) => `/course/description?id=${id}`;
const lecturesPage = (id: string) => `/course/displaylectures?course=${id}`;

/**
 * A path's courses in order down a line: a finished course is ticked, the next one highlighted with Continue, a
 * locked one says which course to finish first. Without a learner (`steps` built with nothing completed) it is the
 * plain order.
 */
export function PathTimeline({ steps, labelledBy }: { steps: TimelineStep[]; labelledBy: string }) {
  const { t } = useTranslation('paths');
  const format = useFormat();
  return (
    <Box as="ol" listStyleType="none" m="0" p="0" aria-labelledby={labelledBy}>
      {steps.map((step, index) => {
        const last = index === steps.length - 1;
        const { course } = step;
        const meta = [
          course.createdBy,
          t('path.lectures', { count: course.numberOfLectures }),
          ...(course.totalDurationSeconds > 0 ? [format.duration(course.totalDurationSeconds)] : []),
        ].join(' · ');
        return (
          <Flex as="li" key={course.id} gap={{ base: '3', md: '5' }} aria-current={step.next ? 'step' : undefined}>
            <Flex direction="column" align="center" flexShrink={0}>
              <Circle
                size="9"
                fontWeight="bold"
                bg={step.completed ? 'green.solid' : step.next ? 'brand.solid' : 'bg.muted'}
                color={step.completed ? 'green.contrast' : step.next ? 'brand.contrast' : 'fg.muted'}
                borderWidth={step.completed || step.next ? '0' : '1px'}
                aria-hidden
              >
                {step.completed ? <FiCheck /> : step.lockedBy ? <FiLock /> : format.number(index + 1)}
              </Circle>
              {last ? null : <Box flex="1" w="2px" minH="6" bg={step.completed ? 'green.solid' : 'border'} />}
            </Flex>
            <Stack
              flex="1"
              minW="0"
              mb={last ? '0' : '5'}
              p={{ base: '3', md: '4' }}
              borderWidth={step.next ? '2px' : '1px'}
              borderColor={step.next ? 'brand.solid' : 'border'}
              bg={step.next ? 'brand.subtle' : 'bg.panel'}
              rounded="l3"
              opacity={step.lockedBy ? 0.8 : 1}
            >
              <HStack gap="3" align="start">
                <Image
                  src={course.thumbnailUrl}
                  alt=""
                  w={{ base: '16', md: '24' }}
                  aspectRatio="16/9"
                  objectFit="cover"
                  rounded="l2"
                  flexShrink={0}
                />
                <Stack gap="1" minW="0" flex="1">
                  <Text fontSize="xs" color="fg.muted">
                    {t('path.step', { position: format.number(index + 1), total: format.number(steps.length) })}
                  </Text>
                  <Link asChild fontWeight="semibold" overflowWrap="anywhere" color="fg">
                    <RouterLink to={coursePage(course.id)}>{course.title}</RouterLink>
                  </Link>
                  <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                    {meta}
                  </Text>
                </Stack>
              </HStack>
              <HStack gap="3" wrap="wrap" justify="space-between">
                {step.completed ? (
                  <Badge colorPalette="green">{t('path.finished')}</Badge>
                ) : step.lockedBy ? (
                  <HStack gap="1.5" color="fg.muted" fontSize="sm">
                    <FiLock aria-hidden />
                    <Text>{t('path.locked', { title: step.lockedBy })}</Text>
                  </HStack>
                ) : step.next ? (
                  <Badge colorPalette="brand">{t('path.nextUp')}</Badge>
                ) : (
                  <span />
                )}
                {step.next ? (
                  <Button asChild size="sm" colorPalette="brand">
                    <RouterLink to={lecturesPage(course.id)}>
                      {t('path.continue')}
                      <FiArrowRight aria-hidden />
                    </RouterLink>
                  </Button>
                ) : null}
              </HStack>
            </Stack>
          </Flex>
        );
      })}
    </Box>
  );
}
