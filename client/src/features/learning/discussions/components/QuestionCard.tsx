import { Badge, Box, Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { formatVideoMoment } from '@coursehub/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiPlayCircle } from 'react-icons/fi';
import type { Confirmation } from '../../../../components/ConfirmDialog';
import { PostActions } from './PostActions';
import { PostBody } from './PostBody';
import { PostMeta } from './PostMeta';
import { QuestionThread } from './QuestionThread';

export interface QuestionCardPost {
  id: string;
  parentId?: string | null;
  title?: string | null;
  body: string;
  videoSeconds?: number | null;
  upvotes: number;
  upvotedByMe: boolean;
  replyCount: number;
  answered: boolean;
  hidden: boolean;
  locked: boolean;
  mine: boolean;
  authorName?: string | null;
  byInstructor: boolean;
  createdAt: unknown;
  editedAt?: unknown;
}

interface QuestionCardProps {
  question: QuestionCardPost;
  /** Plays the lecture from the question's moment; absent where no player is on the page. */
  onSeek?: (seconds: number) => void;
  confirm: (confirmation: Confirmation) => Promise<boolean>;
}

/** One question in the list: title, moment (a button that seeks), text, badges, actions, and its thread on demand. */
export function QuestionCard({ question, onSeek, confirm }: QuestionCardProps) {
  const { t } = useTranslation('discussions');
  const [open, setOpen] = useState(false);
  const moment = question.videoSeconds === null || question.videoSeconds === undefined ? null : question.videoSeconds;
  const headingId = `question-${question.id}`;
  return (
    <Box as="article" aria-labelledby={headingId} layerStyle="surface.panel" p={{ base: '3', md: '4' }}>
      <Stack gap="2">
        <HStack justify="space-between" align="start" gap="3">
          <Heading as="h3" size="sm" id={headingId} overflowWrap="anywhere">
            {question.title}
          </Heading>
          <HStack gap="1" flexShrink={0}>
            {question.answered ? (
              <Badge colorPalette="green" size="sm">
                {t('answered')}
              </Badge>
            ) : null}
            {question.locked ? (
              <Badge colorPalette="brand" size="sm">
                {t('locked')}
              </Badge>
            ) : null}
          </HStack>
        </HStack>
        <PostMeta post={question} />
        {moment !== null ? (
          <Box>
            <Button
              size="xs"
              variant="subtle"
              colorPalette="brand"
              onClick={() => onSeek?.(moment)}
              disabled={!onSeek}
              aria-label={t('seek', { moment: formatVideoMoment(moment) })}
            >
              <FiPlayCircle aria-hidden /> {formatVideoMoment(moment)}
            </Button>
          </Box>
        ) : null}
        <PostBody text={question.body} />
        <HStack justify="space-between" wrap="wrap" gap="2">
          <PostActions post={question} confirm={confirm} />
          <Button size="xs" variant="outline" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? t('hideAnswers') : t('answers', { count: question.replyCount })}
          </Button>
        </HStack>
        {open ? <QuestionThread questionId={question.id} confirm={confirm} /> : null}
      </Stack>
    </Box>
  );
}
