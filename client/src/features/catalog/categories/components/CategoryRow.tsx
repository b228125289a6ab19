import { Badge, Button, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterInput } from '../../../../components/ui/filter-field';
import { categoryCourses } from '../categoryTexts';

export interface CategoryRowData {
  name: string;
  courseCount: number;
  publishedCount: number;
}

interface CategoryRowProps {
  category: CategoryRowData;
  /** The other categories' names: where this one can be merged. */
  others: readonly string[];
  onRename: (name: string, newName: string) => Promise<boolean>;
  onMerge: (source: CategoryRowData, into: string) => void;
  onDelete: (name: string) => void;
}

/**
 * A category with its course counts and what an admin can do to it: rename it in place, merge it into another, or
 * delete it when no course uses it (a used one is merged instead, so no course is left without a category).
 */
export function CategoryRow({ category, others, onRename, onMerge, onDelete }: CategoryRowProps) {
  const { t } = useTranslation('admin');
  const [editing, setEditing] = useState(false);
  const [newName, setNewName] = useState(category.name);
  const [saving, setSaving] = useState(false);
  const mergeId = useId();
  const nameId = useId();
  const inUse = category.courseCount > 0;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = newName.trim();
    if (!trimmed || trimmed === category.name) return setEditing(false);
    setSaving(true);
    const renamed = await onRename(category.name, trimmed);
    setSaving(false);
    if (renamed) setEditing(false);
  };

  return (
    <Flex
      as="li"
      aria-labelledby={nameId}
      gap="3"
      py="3"
      px="4"
      align={{ base: 'stretch', md: 'center' }}
      direction={{ base: 'column', md: 'row' }}
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
    >
      {editing ? (
        <HStack as="form" onSubmit={save} flex="1" gap="2" flexWrap="wrap">
          <Input
            size="sm"
            flex="1"
            minW="40"
            maxLength={60}
            aria-label={t('categories.renameLabel', { name: category.name })}
            value={newName}
            autoFocus
            onChange={(event) => setNewName(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setEditing(false);
            }}
          />
          <Button type="submit" size="sm" colorPalette="brand" loading={saving}>
            {t('categories.save')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
            {t('categories.cancel')}
          </Button>
        </HStack>
      ) : (
        <Stack gap="0.5" flex="1" minW="0">
          <Text id={nameId} fontWeight="semibold" overflowWrap="anywhere">
            {category.name}
          </Text>
          <HStack gap="2">
            <Text textStyle="sm" color="fg.muted">
              {categoryCourses(t, category.publishedCount, category.courseCount)}
            </Text>
            {inUse ? null : <Badge colorPalette="gray">{t('categories.emptyBadge')}</Badge>}
          </HStack>
        </Stack>
      )}
      {editing ? null : (
        <HStack gap="2" flexWrap="wrap">
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              setNewName(category.name);
              setEditing(true);
            }}
          >
            {t('categories.rename')}
          </Button>
          {others.length ? (
            <FilterInput
              asChild
              appearance="auto"
              cursor="pointer"
              size="sm"
              order={{ base: -1, md: 0 }}
              flex={{ base: '1 1 100%', md: 'none' }}
              w={{ md: '44' }}
            >
              <select
                id={mergeId}
                aria-label={t('categories.mergeLabel', { name: category.name })}
                value=""
                onChange={(event) => onMerge(category, event.currentTarget.value)}
              >
                <option value="" disabled>
                  {t('categories.mergePlaceholder')}
                </option>
                {others.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </FilterInput>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            disabled={inUse}
            title={inUse ? t('categories.deleteHint') : undefined}
            onClick={() => onDelete(category.name)}
          >
            {t('categories.delete')}
          </Button>
        </HStack>
      )}
    </Flex>
  );
}
