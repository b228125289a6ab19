import { Image, type ImageProps } from '@chakra-ui/react';

interface CourseThumbnailProps extends ImageProps {
  course: { title: string; thumbnailUrl: string };
}

/** A course's thumbnail at 16:9 across its box, named after the course ('Thumbnail of <title>'). */
export function CourseThumbnail({ course, ...props }: CourseThumbnailProps) {
  return (
    <Image
      src={course.thumbnailUrl}
      alt={`Thumbnail of ${course.title}`}
      aspectRatio={16 / 9}
      w="full"
      bg="bg.muted"
      {...props}
    />
  );
}
