import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttemptQuestion } from './quizTypes';

/** The two buttons of each item: the step it moves, its name's text, and the arrow it shows. */
const MOVES = [
  { by: -1, label: 'up', name: 'moveUp', arrow: '↑' },
  { by: 1, label: 'down', name: 'moveDown', arrow: '↓' },
] as const;

interface OrderingFieldProps {
  question: AttemptQuestion;
  order: string[];
  onChange: (order: string[]) => void;
}

/**
 * The items of an ordering question as a numbered list, each with Move up and Move down buttons named after it, so a
 * keyboard or screen-reader user orders them without dragging. Focus follows the moved item's button.
 */
export function OrderingField({ question, order, onChange }: OrderingFieldProps) {
  const { t } = useTranslation('quizzes');
  const list = useRef<HTMLDivElement>(null);
  const text = (id: string) => question.options.find((option) => option.id === id)?.text ?? '';
  const move = (index: number, by: -1 | 1, label: string) => {
    const next = [...order];
    const target = index + by;
    [next[index], next[target]] = [next[target] as string, next[index] as string];
    onChange(next);
    // After React renders the new order, keep focus on the same button of the moved item.
    requestAnimationFrame(() =>
      list.current?.querySelector<HTMLButtonElement>(`[data-item="${next[target]}"][data-move="${label}"]`)?.focus(),
    );
  };
  return (
    <Stack as="ol" ref={list} gap="2" listStyleType="none" ps="0">
      {order.map((id, index) => (
        <HStack as="li" key={id} gap="2" borderWidth="1px" borderRadius="md" px="3" py="2" bg="bg.panel">
          <Text fontWeight="semibold" minW="6" aria-hidden>
            {index + 1}.
          </Text>
          <Text flex="1">{text(id)}</Text>
          {MOVES.map(({ by, label, name, arrow }) => (
            <Button
              key={label}
              size="xs"
              variant="outline"
              data-item={id}
              data-move={label}
              aria-label={t(name, { item: text(id) })}
              disabled={order[index + by] === undefined}
              onClick={() => move(index, by, label)}
            >
              {arrow}
            </Button>
          ))}
        </HStack>
      ))}
    </Stack>
  );
}
