import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { quizSchema, validate } from '@coursehub/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useValidationText } from '../../../../i18n/useValidationText';
import { errorMessage } from '../../../../shared/errors';
import { type DraftQuiz, draftOf, newQuestion, newQuiz, toQuestionInput } from '../components/builderTypes';
import { QuestionEditor } from '../components/QuestionEditor';
import { QuizResultsPanel } from '../components/QuizResultsPanel';
import { QuizSettings } from '../components/QuizSettings';
import {
  CreateQuizMutation,
  DeleteQuizMutation,
  QuizBuilderLecturesQuery,
  QuizBuilderQuery,
  UpdateQuizMutation,
} from '../quizBuilderDocuments';

/** /course/quiz/new?courseId=… and /course/quiz/edit?id=… (ADMIN): the quiz builder, and the results once edited. */
export function QuizBuilderPage() {
  const { t } = useTranslation(['quizBuilder', 'quizzes']);
  const [params] = useSearchParams();
  const id = params.get('id');
  const existing = useQuery(QuizBuilderQuery, { variables: { id: id ?? '' }, skip: !id });
  const courseId = params.get('courseId') ?? existing.data?.quiz.courseId ?? '';
  const course = useQuery(QuizBuilderLecturesQuery, { variables: { courseId }, skip: !courseId });
  if (id && !existing.data) {
    return existing.loading ? (
      <Skeleton height="64" maxW="4xl" mx="auto" />
    ) : (
      <Alert.Root status="error" maxW="4xl" mx="auto">
        <Alert.Title>{errorMessage(existing.error, t('quizzes:loadFailed'))}</Alert.Title>
      </Alert.Root>
    );
  }
  const quiz = existing.data?.quiz;
  // A new quiz opened from a lecture's player ('Ask a question here') starts inside that lecture's video.
  const at = params.get('at');
  const draft: DraftQuiz = quiz
    ? draftOf(quiz, quiz.questionKeys)
    : { ...newQuiz(), afterLectureId: params.get('lectureId'), atSeconds: at === null ? null : Number(at) || 0 };
  return (
    <Stack maxW="4xl" mx="auto" gap="6">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {quiz ? t('editQuiz', { title: quiz.title }) : t('newQuiz')}
      </Heading>
      {course.data ? <Text color="fg.muted">{t('course', { title: course.data.course.title })}</Text> : null}
      <QuizBuilderForm
        key={quiz ? `${quiz.id}-${quiz.version}` : 'new'}
        initial={draft}
        quizId={quiz?.id ?? null}
        courseId={courseId}
        lectures={course.data?.course.lectures ?? []}
      />
      {quiz?.results ? <QuizResultsPanel quizId={quiz.id} results={quiz.results} /> : null}
    </Stack>
  );
}

interface QuizBuilderFormProps {
  initial: DraftQuiz;
  quizId: string | null;
  courseId: string;
  lectures: { id: string; title: string }[];
}

function QuizBuilderForm({ initial, quizId, courseId, lectures }: QuizBuilderFormProps) {
  const { t } = useTranslation('quizBuilder');
  const validationText = useValidationText();
  const navigate = useNavigate();
  const [quiz, setQuiz] = useState(initial);
  const [notice, setNotice] = useState<{ status: 'error' | 'success'; text: string } | null>(null);
  const [create, created] = useMutation(CreateQuizMutation);
  const [update, updated] = useMutation(UpdateQuizMutation, { refetchQueries: ['QuizBuilderQuery'] });
  const [remove, removed] = useMutation(DeleteQuizMutation);
  const deleteQuiz = async () => {
    if (!quizId || !window.confirm(t('deleteConfirm'))) return;
    try {
      await remove({ variables: { id: quizId } });
      navigate(`/course/description?id=${courseId}`);
    } catch (caught) {
      setNotice({ status: 'error', text: errorMessage(caught, t('deleteFailed')) });
    }
  };
  const setQuestion = (index: number, question: DraftQuiz['questions'][number] | null) =>
    setQuiz({
      ...quiz,
      questions: question
        ? quiz.questions.map((old, at) => (at === index ? question : old))
        : quiz.questions.filter((_, at) => at !== index),
    });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const input = { ...quiz, questions: quiz.questions.map(toQuestionInput) };
    const checked = validate(quizSchema, input);
    if (!checked.ok) return setNotice({ status: 'error', text: checked.message });
    try {
      if (quizId) {
        await update({ variables: { id: quizId, input } });
        setNotice({ status: 'success', text: t('saved') });
      } else {
        const { data } = await create({ variables: { courseId, input } });
        if (data) navigate(`/course/quiz/edit?id=${data.createQuiz.id}`);
      }
    } catch (caught) {
      setNotice({ status: 'error', text: errorMessage(caught, t('saveFailed')) });
    }
  };

  return (
    <Stack as="form" gap="5" onSubmit={save} aria-label={t('formLabel')}>
      <QuizSettings quiz={quiz} lectures={lectures} onChange={setQuiz} />
      <Heading as="h2" size="lg">
        {t('questionsHeading')}
      </Heading>
      {quiz.questions.map((question, index) => (
        <QuestionEditor
          // biome-ignore lint/suspicious/noArrayIndexKey: new questions have no id; their place is their identity
          key={index}
          question={question}
          index={index}
          onChange={(changed) => setQuestion(index, changed)}
          onRemove={() => setQuestion(index, null)}
        />
      ))}
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" onClick={() => setQuiz({ ...quiz, questions: [...quiz.questions, newQuestion()] })}>
          {t('addQuestion')}
        </Button>
        <Button type="submit" colorPalette="brand" loading={created.loading || updated.loading}>
          {t('save')}
        </Button>
        {quizId ? (
          <Button variant="outline" colorPalette="red" loading={removed.loading} onClick={() => void deleteQuiz()}>
            {t('delete')}
          </Button>
        ) : null}
      </HStack>
      {notice ? (
        <Alert.Root status={notice.status} role={notice.status === 'error' ? 'alert' : 'status'}>
          <Alert.Title>{validationText(notice.text)}</Alert.Title>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
