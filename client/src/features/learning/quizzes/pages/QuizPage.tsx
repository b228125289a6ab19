import { useQuery } from '@apollo/client/react';
import { Alert, Button, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { useFormat } from '../../../../i18n/format';
import { courseDescriptionPath } from '../../../../shared/coursePaths';
import { errorCode, errorMessage } from '../../../../shared/errors';
import { useOnline } from '../../../../shared/useOnline';
import { QuizFailure } from '../components/QuizFailure';
import { QuizForm } from '../components/QuizForm';
import { QuizGone, type QuizLinkState } from '../components/QuizGone';
import { QuizIntro } from '../components/QuizIntro';
import { QuizNextStep } from '../components/QuizNextStep';
import { QuizResults } from '../components/QuizResults';
import type { Answer, QuizAttempt } from '../components/quizTypes';
import { useQuizAttemptMutations } from '../mutations/useQuizAttemptMutations';
import { OfflineQuizNotice } from '../offline/OfflineQuizNotice';
import { paperAttempt, useQueuedAnswers } from '../offline/useQueuedAnswers';
import { QuizPageQuery } from '../quizDocuments';

const isOpen = (attempt: QuizAttempt) => attempt.submittedAt === null && !attempt.timedOut;

/**
 * /quiz?id=…: a quiz's facts and the learner's best, then the attempt's form, then its results. Offline, an untimed
 * quiz is taken on the paper the page kept: the answers wait on the device and are scored once it is back online.
 */
export function QuizPage() {
  const { t } = useTranslation(['quizzes', 'common']);
  const format = useFormat();
  const [params] = useSearchParams();
  const cameFrom = useLocation().state as QuizLinkState | null;
  const id = params.get('id') ?? '';
  const { data, loading, error, refetch } = useQuery(QuizPageQuery, { variables: { id }, skip: !id });
  const { start, started, submit, submitted } = useQuizAttemptMutations();
  const [shown, setShown] = useState<QuizAttempt | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [onPaper, setOnPaper] = useState(false);
  const online = useOnline();
  const queued = useQueuedAnswers(id);

  if (loading && !data) {
    return (
      <Stack maxW="3xl" mx="auto" gap="4" aria-busy="true">
        <Skeleton height="10" />
        <Skeleton height="32" />
      </Stack>
    );
  }
  if (!data) {
    const gone = !id || errorCode(error) === 'NOT_FOUND';
    if (gone) return <QuizGone courseId={cameFrom?.courseId} />;
    return (
      <Alert.Root status="error" maxW="3xl" mx="auto">
        <Alert.Title>{t('loadFailed')}</Alert.Title>
        <Button size="sm" onClick={() => void refetch()}>
          {t('common:tryAgain')}
        </Button>
      </Alert.Root>
    );
  }

  const { quiz } = data;
  const open = quiz.myAttempts.find(isOpen);
  const taking = shown && isOpen(shown) ? shown : null;
  const run = async (action: () => Promise<QuizAttempt | undefined>) => {
    setFailure(null);
    try {
      setShown((await action()) ?? null);
    } catch (caught) {
      setFailure(errorCode(caught) === 'UNAUTHENTICATED' ? t('signIn') : errorMessage(caught, t('loadFailed')));
    }
  };
  const begin = () => run(async () => (await start({ variables: { quizId: quiz.id } })).data?.startQuizAttempt);
  const finish = (answers: Answer[]) =>
    run(async () => (await submit({ variables: { attemptId: taking?.id ?? '', answers } })).data?.submitQuizAttempt);
  const paper = !online && queued.canQueue ? quiz.offlinePaper : null;
  const answerOnPaper = async (answers: Answer[]) => {
    if (paper) await queued.queue(quiz.title, paper, answers);
    setOnPaper(false);
  };
  // The answers sent from this device since the page opened, scored: shown like an attempt just submitted.
  const sent = queued.last?.status === 'sent' ? quiz.myAttempts.find((each) => each.id === queued.last?.item.id) : null;
  const results = shown ?? sent ?? null;
  const mayStart = quiz.attemptsLeft !== 0 && !quiz.nextAttemptAt && !queued.waiting && (online || Boolean(paper));
  // Once passed, the way on is the main button and another attempt the second one.
  const passed = !open && Boolean(results?.passed || quiz.bestAttempt?.passed);

  return (
    <Stack maxW="3xl" mx="auto" gap="5">
      <Stack gap="1">
        <Link asChild color="brand.fg" fontSize="sm">
          <RouterLink to={courseDescriptionPath(quiz.courseId)}>{t('backToCourse')}</RouterLink>
        </Link>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {quiz.title}
        </Heading>
      </Stack>
      <QuizFailure message={failure} />
      {onPaper && paper ? (
        <QuizForm
          attempt={paperAttempt(paper)}
          title={quiz.title}
          submitting={false}
          onSubmit={(answers) => void answerOnPaper(answers)}
        />
      ) : taking ? (
        <QuizForm
          key={taking.id}
          attempt={taking}
          title={quiz.title}
          submitting={submitted.loading}
          onSubmit={finish}
        />
      ) : (
        <>
          <OfflineQuizNotice
            waiting={queued.waiting}
            refusal={queued.last?.status === 'refused' ? queued.last.message : null}
            needsConnection={!online && !paper && !queued.waiting}
          />
          {results ? <QuizResults attempt={results} passMarkPercent={quiz.passMarkPercent} /> : null}
          <QuizIntro quiz={quiz} />
          <HStack gap="3" wrap="wrap">
            {passed ? <QuizNextStep courseId={quiz.courseId} quizId={quiz.id} /> : null}
            {(open && online) || mayStart ? (
              <Button
                colorPalette="brand"
                variant={passed ? 'outline' : 'solid'}
                loading={started.loading}
                onClick={() => (online ? void begin() : setOnPaper(true))}
              >
                {open && online ? t('resume') : results || quiz.myAttempts.length ? t('retake') : t('start')}
              </Button>
            ) : null}
            {quiz.nextAttemptAt ? (
              <Text color="fg.muted">{t('nextAttemptAt', { date: format.dateTime(quiz.nextAttemptAt) })}</Text>
            ) : null}
          </HStack>
        </>
      )}
    </Stack>
  );
}
