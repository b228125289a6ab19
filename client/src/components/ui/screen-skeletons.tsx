import { type GridProps, SimpleGrid, Skeleton, SkeletonText, Stack, VisuallyHidden } from '@chakra-ui/react';
import { MainAndSide } from './main-and-side';

/**
 * Loading shapes of lazily loaded screens, apart from `skeletons.tsx` (whose page and card shapes the first screens
 * use): each screen's chunk carries only these.
 */
interface LoadingProps {
  /** What is loading, for screen readers (the shapes are hidden from them). */
  label: string;
}

/**
 * A screen of a main column and a narrower side one (stacked on small screens), announced once as `label`; the
 * children are the two columns' shapes.
 */
function MainAndSideSkeleton({ label, children, ...grid }: LoadingProps & GridProps) {
  return (
    <MainAndSide role="status" aria-live="polite" w="full" {...grid}>
      <VisuallyHidden>{label}</VisuallyHidden>
      {children}
    </MainAndSide>
  );
}

/** The lecture screen's shape: the 16:9 player and the lines under it, beside the lecture list on wide screens. */
export function LectureScreenSkeleton({ label }: LoadingProps) {
  return (
    <MainAndSideSkeleton label={label}>
      <Stack gap="4" aria-hidden="true">
        <Skeleton aspectRatio={16 / 9} w="full" rounded="lg" />
        <Skeleton h="6" w="1/2" />
        <SkeletonText noOfLines={2} gap="2" />
      </Stack>
      <Stack gap="3" aria-hidden="true">
        {Array.from({ length: 5 }, (_, index) => `lecture-${index}`).map((key) => (
          <Skeleton key={key} h="12" w="full" rounded="md" />
        ))}
      </Stack>
    </MainAndSideSkeleton>
  );
}

/** A dashboard's shape: its title, a row of figures, then two chart panels side by side on wide screens. */
export function DashboardSkeleton({ label, figures = 4 }: LoadingProps & { figures?: number }) {
  return (
    <Stack role="status" aria-live="polite" gap="8" maxW="7xl" mx="auto" w="full">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton h="9" w={{ base: '2/3', md: '1/3' }} aria-hidden="true" />
      <SimpleGrid columns={{ base: 2, md: figures }} gap="4" aria-hidden="true">
        {Array.from({ length: figures }, (_, index) => `figure-${index}`).map((key) => (
          <Stack key={key} layerStyle="surface.card" p="4" gap="2">
            <Skeleton h="4" w="2/3" />
            <Skeleton h="8" w="1/2" />
          </Stack>
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" aria-hidden="true">
        <Skeleton h="72" rounded="l3" />
        <Skeleton h="72" rounded="l3" />
      </SimpleGrid>
    </Stack>
  );
}

/** Lines of text while a small part of a page loads (a thread's answers, a panel's rows), announced as `label`. */
export function LinesSkeleton({ label, lines = 3 }: LoadingProps & { lines?: number }) {
  return (
    <Stack role="status" aria-live="polite" gap="2" w="full">
      <VisuallyHidden>{label}</VisuallyHidden>
      <SkeletonText noOfLines={lines} gap="2" aria-hidden="true" />
    </Stack>
  );
}

/** A video's 16:9 place while its player loads. */
export function VideoSkeleton({ label }: LoadingProps) {
  return (
    <Stack role="status" aria-live="polite" w="full">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton aspectRatio={16 / 9} w="full" rounded="lg" aria-hidden="true" />
    </Stack>
  );
}

/** The course page's shape: badge, title, subtitle and a card of outcomes, beside the thumbnail and the plan card. */
export function CourseDescriptionSkeleton({ label }: LoadingProps) {
  return (
    <MainAndSideSkeleton label={label} maxW="6xl" mx="auto">
      <Stack gap="4" aria-hidden="true">
        <Skeleton h="5" w="32" />
        <Skeleton h="10" w="3/4" />
        <Skeleton h="6" w="1/2" />
        <Skeleton h="4" w="2/5" />
        <Skeleton h="40" w="full" rounded="l3" mt="4" />
        <SkeletonText noOfLines={3} gap="2" />
      </Stack>
      <Stack gap="4" aria-hidden="true">
        <Skeleton aspectRatio={16 / 9} w="full" rounded="l3" />
        <Skeleton h="64" w="full" rounded="l3" />
      </Stack>
    </MainAndSideSkeleton>
  );
}
