import { Badge, Box, Checkbox, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import type { Announcements } from '@dnd-kit/core';
import { arrayMove, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import { FiArrowDown, FiArrowUp, FiMenu, FiTrash2 } from 'react-icons/fi';
import { SortableList } from '../../../../components/SortableList';

/** A course as the editor holds it: its place is its index in the list. */
export interface EditedCourse {
  id: string;
  title: string;
  draft: boolean;
  requiresPrevious: boolean;
}

interface PathCourseListProps {
  /** id of the text that names the list. */
  labelledBy: string;
  courses: EditedCourse[];
  onChange: (courses: EditedCourse[]) => void;
}

/**
 * The path's courses in order, as the lecture list orders lectures (dnd-kit): dragged by pointer, or from the keyboard
 * on a course's handle (space to pick up, arrows to move, space to drop, escape to cancel), each step announced; and
 * Move up / Move down buttons. Each course after the first can require the one before it; any can be removed.
 */
export function PathCourseList({ labelledBy, courses, onChange }: PathCourseListProps) {
  const { t } = useTranslation('paths');
  const ids = courses.map((course) => course.id);
  const total = courses.length;
  const titleOf = (id: unknown) => courses.find((course) => course.id === id)?.title ?? '';
  const positionOf = (id: unknown) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('reorder.pickedUp', { title: titleOf(active.id), position: positionOf(active.id), total }),
    onDragOver: ({ active, over }) =>
      over ? t('reorder.over', { title: titleOf(active.id), position: positionOf(over.id), total }) : undefined,
    onDragEnd: ({ active, over }) =>
      t('reorder.dropped', { title: titleOf(active.id), position: positionOf((over ?? active).id), total }),
    onDragCancel: ({ active }) =>
      t('reorder.cancelled', { title: titleOf(active.id), position: positionOf(active.id), total }),
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= courses.length) return;
    onChange(arrayMove(courses, from, to));
  };
  const update = (index: number, change: Partial<EditedCourse>) =>
    onChange(courses.map((course, at) => (at === index ? { ...course, ...change } : course)));

  return (
    <SortableList
      ids={ids}
      onMove={move}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('reorder.instructions') } }}
    >
      <Stack as="ol" listStyleType="none" gap="2" m="0" p="0" aria-labelledby={labelledBy}>
        {courses.map((course, index) => (
          <SortableCourse
            key={course.id}
            course={course}
            index={index}
            total={total}
            onMove={(direction) => move(index, index + direction)}
            onRemove={() => onChange(courses.filter((_, at) => at !== index))}
            onRequire={(requiresPrevious) => update(index, { requiresPrevious })}
          />
        ))}
      </Stack>
    </SortableList>
  );
}

interface SortableCourseProps {
  course: EditedCourse;
  index: number;
  total: number;
  onMove: (direction: -1 | 1) => void;
  onRemove: () => void;
  onRequire: (requiresPrevious: boolean) => void;
}

function SortableCourse({ course, index, total, onMove, onRemove, onRequire }: SortableCourseProps) {
  const { t } = useTranslation('paths');
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id: course.id,
  });
  const named = { title: course.title };
  const moves = [
    { direction: -1, label: t('reorder.moveUp', named), enabled: index > 0, icon: <FiArrowUp /> },
    { direction: 1, label: t('reorder.moveDown', named), enabled: index < total - 1, icon: <FiArrowDown /> },
  ] as const;
  return (
    <Box
      as="li"
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      position="relative"
      zIndex={isDragging ? 1 : undefined}
      borderWidth="1px"
      rounded="l2"
      bg="bg.panel"
      shadow={isDragging ? 'md' : undefined}
      p="3"
    >
      <HStack gap="2" align="start">
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('reorder.handle', named)}
          variant="ghost"
          size="sm"
          cursor="grab"
        >
          <FiMenu />
        </IconButton>
        <Stack gap="2" flex="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold" overflowWrap="anywhere">
              {index + 1}. {course.title}
            </Text>
            {course.draft ? <Badge colorPalette="gray">{t('editor.draftCourse')}</Badge> : null}
          </HStack>
          {index > 0 ? (
            <Checkbox.Root
              recipe={checkboxSlotRecipe}
              size="sm"
              checked={course.requiresPrevious}
              onCheckedChange={(details) => onRequire(details.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('editor.requiresPrevious')}</Checkbox.Label>
            </Checkbox.Root>
          ) : null}
        </Stack>
        <HStack gap="0">
          {moves.map(({ direction, label, enabled, icon }) => (
            <IconButton
              key={direction}
              aria-label={label}
              variant="ghost"
              size="sm"
              disabled={!enabled}
              onClick={() => onMove(direction)}
            >
              {icon}
            </IconButton>
          ))}
          <IconButton
            aria-label={t('editor.remove', named)}
            variant="ghost"
            size="sm"
            colorPalette="red"
            onClick={onRemove}
          >
            <FiTrash2 />
          </IconButton>
        </HStack>
      </HStack>
    </Box>
  );
}
