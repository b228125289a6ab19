import {
  Box,
  Card,
  SimpleGrid,
  type SimpleGridProps,
  Skeleton,
  SkeletonText,
  Stack,
  VisuallyHidden,
} from '@chakra-ui/react';

interface LoadingProps {
  /** What is loading, for screen readers (the shapes are hidden from them). */
  label: string;
}

/** A card shaped like a course card: a 16:9 picture, a title and two lines. */
export function CourseCardSkeleton() {
  return (
    <Card.Root overflow="hidden" aria-hidden="true">
      <Skeleton aspectRatio={16 / 9} w="full" rounded="0" />
      <Card.Body gap="3">
        <Skeleton h="5" w="4/5" />
        <SkeletonText noOfLines={2} gap="2" />
        <Skeleton h="4" w="1/3" />
      </Card.Body>
    </Card.Root>
  );
}

/** A grid of course card shapes while a list of courses loads, announced once as `label`. */
export function CourseGridSkeleton({ label, count = 6, ...grid }: LoadingProps & { count?: number } & SimpleGridProps) {
  return (
    <Box role="status" aria-live="polite" w="full">
      <VisuallyHidden>{label}</VisuallyHidden>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6" {...grid}>
        {Array.from({ length: count }, (_, index) => `card-${index}`).map((key) => (
          <CourseCardSkeleton key={key} />
        ))}
      </SimpleGrid>
    </Box>
  );
}

/** A page of text-like shapes (a heading and paragraphs) while a page's data loads. */
export function PageSkeleton({ label, maxW = '2xl' }: LoadingProps & { maxW?: string }) {
  return (
    <Stack role="status" aria-live="polite" gap="6" maxW={maxW} mx="auto" w="full" py="4">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton h="9" w="1/2" mx="auto" aria-hidden="true" />
      <Skeleton h="40" w="full" rounded="xl" aria-hidden="true" />
      <SkeletonText noOfLines={4} gap="3" aria-hidden="true" />
    </Stack>
  );
}

/** Rows of a list (a name, a line under it, a button) while an admin list loads, announced once as `label`. */
export function ListSkeleton({ label, rows = 5 }: LoadingProps & { rows?: number }) {
  return (
    <Stack role="status" aria-live="polite" gap="0" borderWidth="1px" borderRadius="md" w="full">
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: rows }, (_, index) => `row-${index}`).map((key) => (
        <Stack key={key} direction="row" align="center" gap="4" px="4" py="3" aria-hidden="true">
          <Stack flex="1" gap="2">
            <Skeleton h="4" w="40%" />
            <Skeleton h="3" w="20%" />
          </Stack>
          <Skeleton h="8" w="20" />
        </Stack>
      ))}
    </Stack>
  );
}
