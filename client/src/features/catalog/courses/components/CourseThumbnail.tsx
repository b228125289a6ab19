import { Image, type ImageProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface CourseThumbnailProps extends ImageProps {
  course: { title: string; thumbnailUrl: string };
}

/** A course's thumbnail at 16:9 across its box, named after the course ('Thumbnail of <title>'). */
export function CourseThumbnail({ course, ...props }: CourseThumbnailProps) {
  const { t } = useTranslation('courses');
  return (
    <Image
      src={course.thumbnailUrl}
      alt={t('card.thumbnail', { title: course.title })}
      aspectRatio={16 / 9}
      w="full"
      bg="bg.muted"
      {...props}
    />
  );
}
