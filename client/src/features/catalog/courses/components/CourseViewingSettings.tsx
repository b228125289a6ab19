import { Card, Flex, Heading, Link, Switch, Text } from '@chakra-ui/react';
import { switchSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiBarChart2 } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router';
import { courseAnalyticsPath } from '../editPaths';
import { useSetCourseViewingRequirementMutation } from '../mutations/useCoursePublishingMutations';

/**
 * Under the course form (ADMIN): whether the certificate waits for verified viewing of every lecture
 * (docs/learning.md#verified-completion), and the way to the course's analytics.
 */
export function CourseViewingSettings({ courseId, required }: { courseId: string; required: boolean }) {
  const [setRequirement] = useSetCourseViewingRequirementMutation();
  const [saving, setSaving] = useState(false);
  const { t } = useTranslation('authoring');
  return (
    <Card.Root maxW="3xl" mx="auto" w="full" as="section" aria-label={t('viewing.heading')}>
      <Card.Body gap="4">
        <Flex justify="space-between" gap="4" wrap="wrap" align="center">
          <Heading as="h2" size="md">
            {t('viewing.heading')}
          </Heading>
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to={courseAnalyticsPath(courseId)}>
              <FiBarChart2 aria-hidden /> {t('viewing.analytics')}
            </RouterLink>
          </Link>
        </Flex>
        <Switch.Root
          recipe={switchSlotRecipe}
          colorPalette="brand"
          checked={required}
          disabled={saving}
          onCheckedChange={async ({ checked }) => {
            setSaving(true);
            await setRequirement(courseId, checked);
            setSaving(false);
          }}
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{t('viewing.requireVerified')}</Switch.Label>
        </Switch.Root>
        <Text fontSize="sm" color="fg.muted">
          {t('viewing.explanation')}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
