import { Button, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiBookOpen, FiGrid, FiPlayCircle, FiWifiOff } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router';
import { courseDescriptionPath, withQuery } from '../../../../shared/coursePaths';
import { useOnline } from '../../../../shared/useOnline';
import type { AnswerStore } from '../answers/answerStore';
import { offlineAnswers } from '../answers/offlineAnswers';
import { type SavedPlaces, savedPlaces } from '../answers/savedPlaces';

const NOTHING: SavedPlaces = { myLearning: false, catalogue: false, courses: [] };

function useSavedPlaces(store: AnswerStore | null) {
  const [places, setPlaces] = useState<SavedPlaces | null>(store ? null : NOTHING);
  useEffect(() => {
    let active = true;
    store?.all().then(
      (answers) => active && setPlaces(savedPlaces(answers)),
      () => active && setPlaces(NOTHING),
    );
    return () => {
      active = false;
    };
  }, [store]);
  return places;
}

interface OfflinePageProps {
  /** Tries the page again (the frame's reset); without it, 'Try again' reloads. */
  onRetry?: () => void;
  store?: AnswerStore | null;
}

/**
 * What a learner can open without a connection, in place of a page that was never saved on this device (and at
 * /offline, which online lists the same): My learning, the catalogue and the courses they opened, each a link that
 * works offline.
 */
export function OfflinePage({ onRetry, store = offlineAnswers }: OfflinePageProps) {
  const { t } = useTranslation(['shell', 'common']);
  const places = useSavedPlaces(store);
  const online = useOnline();
  const empty = places && !places.myLearning && !places.catalogue && places.courses.length === 0;
  const intro = online ? t('offline.onlineIntro') : t('offline.notSaved');
  return (
    <Stack as="section" aria-labelledby="offline-title" gap="6" maxW="2xl" mx="auto" py={{ base: '4', md: '10' }}>
      <Stack gap="3" align="flex-start" role={onRetry ? 'alert' : undefined}>
        <Text as="span" fontSize="3xl" color="fg.muted" aria-hidden="true">
          <FiWifiOff />
        </Text>
        <Heading as="h1" size="2xl" id="offline-title">
          {online ? t('offline.onlineTitle') : t('offline.title')}
        </Heading>
        <Text color="fg.muted">{empty ? t('offline.nothingSaved') : intro}</Text>
      </Stack>
      {places && !empty ? <Places places={places} /> : null}
      {online ? null : (
        <Button alignSelf="flex-start" colorPalette="brand" onClick={onRetry ?? (() => window.location.reload())}>
          {t('common:tryAgain')}
        </Button>
      )}
    </Stack>
  );
}

function Places({ places }: { places: SavedPlaces }) {
  const { t } = useTranslation('shell');
  return (
    <Stack gap="5">
      <Stack as="nav" aria-label={t('offline.places')} gap="2">
        {places.myLearning ? (
          <PlaceLink to="/my-learning" icon={<FiBookOpen />}>
            {t('myLearning')}
          </PlaceLink>
        ) : null}
        {places.catalogue ? (
          <PlaceLink to="/courses" icon={<FiGrid />}>
            {t('offline.catalogue')}
          </PlaceLink>
        ) : null}
      </Stack>
      {places.courses.length > 0 ? (
        <Stack gap="3">
          <Heading as="h2" size="md">
            {t('offline.coursesHeading')}
          </Heading>
          <List.Root variant="plain" gap="2">
            {places.courses.map((course) => (
              <List.Item key={course.id} display="block">
                <PlaceLink to={courseDescriptionPath(course.id)} icon={<FiPlayCircle />}>
                  {course.title}
                </PlaceLink>
                {course.lectures ? (
                  <Link asChild fontSize="sm" color="fg.muted" ms="12" mt="1">
                    <RouterLink to={withQuery('/course/displaylectures', { course: course.id })}>
                      {t('offline.lectures')}
                    </RouterLink>
                  </Link>
                ) : null}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** A saved place as a row the width of the column: its icon, its name. */
function PlaceLink({ to, icon, children }: { to: string; icon: ReactNode; children: string }) {
  return (
    <Link
      asChild
      display="flex"
      alignItems="center"
      gap="3"
      p="3"
      borderWidth="1px"
      rounded="lg"
      fontWeight="semibold"
      color="fg"
      overflowWrap="anywhere"
      _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
    >
      <RouterLink to={to}>
        <Text as="span" color="brand.fg" fontSize="xl" aria-hidden="true">
          {icon}
        </Text>
        {children}
      </RouterLink>
    </Link>
  );
}
