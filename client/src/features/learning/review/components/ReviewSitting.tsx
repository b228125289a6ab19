import { Alert, Badge, Button, Stack, Text } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewPageQueryQuery } from '../../../../gql/graphql';
import type { ReviewResult } from '../reviewSession';
import { useReviewSession } from '../useReviewSession';
import { ClipReplay } from './ClipReplay';
import { ReviewQuestionForm } from './ReviewQuestionForm';
import { RightNote } from './RightNote';

type Item = ReviewPageQueryQuery['dueReview']['items'][number];

interface ReviewSittingProps {
  items: Item[];
  /** Called once every item was answered right, with the last answer: the page reads what is due again. */
  onDone: (lastRight: ReviewResult | null) => void;
}

/** After a miss without a clip: the explanation, then Try again. */
function Explanation({ text, onTryAgain }: { text: string; onTryAgain: () => void }) {
  const { t } = useTranslation('review');
  return (
    <Stack gap="3">
      {text ? (
        <Text>
          <Text as="span" fontWeight="semibold">
            {t('explanation')}:
          </Text>{' '}
          {text}
        </Text>
      ) : null}
      <Button colorPalette="brand" alignSelf="flex-start" onClick={onTryAgain}>
        {t('tryAgain')}
      </Button>
    </Stack>
  );
}

/**
 * The due items one at a time: a right answer moves on (and says when the item comes back), a wrong one replays the
 * clip that teaches it before Try again.
 */
export function ReviewSitting({ items, onDone }: ReviewSittingProps) {
  const { t } = useTranslation('review');
  const session = useReviewSession(items.map((item) => item.id));
  const item = items[session.index];

  const { done, lastRight } = session;
  // Told once: the page's answer to it (reading the review again) must not end this sitting twice.
  const told = useRef(false);
  useEffect(() => {
    if (!done || told.current) return;
    told.current = true;
    onDone(lastRight);
  }, [done, lastRight, onDone]);

  const missed = session.phase === 'replaying' ? session.missed : null;
  return (
    <Stack gap="4">
      {lastRight ? <RightNote nextDue={lastRight.nextDue} /> : null}
      {item ? (
        <Stack gap="1">
          <Badge alignSelf="flex-start" colorPalette="brand" variant="subtle">
            {t('position', { position: session.index + 1, total: items.length })}
          </Badge>
          <Text fontSize="sm" color="fg.muted">
            {t('source', { quiz: item.quizTitle, course: item.courseTitle })}
          </Text>
        </Stack>
      ) : null}
      {item && missed ? (
        <Stack gap="3">
          <Alert.Root recipe={alertSlotRecipe} variant="subtle" status="warning" colorPalette="brand" role="status">
            <Alert.Indicator />
            <Stack gap="1">
              <Alert.Title>{t('wrongTitle')}</Alert.Title>
              <Alert.Description>
                {missed.clip ? t('wrongWithClip', { lecture: missed.clip.lectureTitle }) : t('wrongNoClip')}
              </Alert.Description>
            </Stack>
          </Alert.Root>
          {missed.clip ? (
            <ClipReplay clip={missed.clip} onTryAgain={session.tryAgain} />
          ) : (
            <Explanation text={missed.explanation} onTryAgain={session.tryAgain} />
          )}
        </Stack>
      ) : null}
      {item && !missed ? (
        <ReviewQuestionForm
          key={item.id}
          question={item.question}
          index={session.index}
          checking={session.checking}
          onAnswer={(answer) => void session.answer(answer)}
        />
      ) : null}
      {session.failed && !missed ? (
        <Text role="alert" color="fg.error">
          {t('answerFailed')}
        </Text>
      ) : null}
    </Stack>
  );
}
