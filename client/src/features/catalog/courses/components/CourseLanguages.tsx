import { HStack, List, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { IconType } from 'react-icons';
import { FiGlobe, FiMessageSquare, FiVolume2 } from 'react-icons/fi';
import { useFormat } from '../../../../i18n/format';

interface CourseLanguagesProps {
  /** What the teacher speaks: a BCP 47 tag. */
  language: string;
  /** The languages of its published captions and of its audio tracks; null until the page's details are in. */
  captionLanguages: readonly string[] | null;
  audioLanguages: readonly string[] | null;
}

function Line({ icon: Icon, children }: { icon: IconType; children: ReactNode }) {
  return (
    <List.Item>
      <HStack as="span" gap="1.5">
        <Icon aria-hidden />
        <Text as="span">{children}</Text>
      </HStack>
    </List.Item>
  );
}

/**
 * What a learner can hear and read in the course, as Udemy's course page says it: 'Taught in Hindi', then 'Captions:
 * English and Hindi' and 'Audio: Urdu' when it has any, each language named in the reader's language (Intl).
 */
export function CourseLanguages({ language, captionLanguages, audioLanguages }: CourseLanguagesProps) {
  const { t } = useTranslation('courses');
  const format = useFormat();
  const names = (tags: readonly string[]) => format.list(tags.map(format.languageName));
  return (
    <List.Root
      aria-label={t('description.languages')}
      listStyleType="none"
      display="flex"
      flexWrap="wrap"
      columnGap="5"
      rowGap="1"
      fontSize="sm"
      color="fg.muted"
    >
      <Line icon={FiGlobe}>{t('description.taughtIn', { language: format.languageName(language) })}</Line>
      {captionLanguages?.length ? (
        <Line icon={FiMessageSquare}>{t('description.captions', { languages: names(captionLanguages) })}</Line>
      ) : null}
      {audioLanguages?.length ? (
        <Line icon={FiVolume2}>{t('description.audio', { languages: names(audioLanguages) })}</Line>
      ) : null}
    </List.Root>
  );
}
