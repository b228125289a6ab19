import 'fake-indexeddb/auto';
import { Stack } from '@chakra-ui/react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deviceOutbox } from '../../../../shared/outbox/outbox';
import { renderApp } from '../../../../test/renderApp';
import { AskQuestionForm } from '../components/AskQuestionForm';
import { QueuedQuestions } from './QueuedQuestions';

describe('a question asked offline', () => {
  it('waits on the device, shown under the lecture as waiting, and the form closes', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const onDone = vi.fn();
    const { user } = renderApp({
      path: '/lecture',
      session: 'USER',
      routes: [
        {
          path: '/lecture',
          element: (
            <Stack>
              <AskQuestionForm lectureId="l-1" moment={null} onDone={onDone} />
              <QueuedQuestions lectureId="l-1" />
            </Stack>
          ),
        },
      ],
    });
    await user.type(await screen.findByLabelText('Title'), 'Asked on the train');
    await user.type(screen.getByLabelText('Details'), 'Why does the effect run twice?');
    await user.click(screen.getByRole('button', { name: 'Post question' }));

    const waiting = await screen.findByRole('list', { name: 'Questions waiting to be posted' });
    expect(waiting).toHaveTextContent('Asked on the train');
    expect(waiting).toHaveTextContent('Posts when you are back online');
    expect(onDone).toHaveBeenCalled();
    await waitFor(() =>
      expect(deviceOutbox()?.getSnapshot().items).toMatchObject([
        { kind: 'question', lectureId: 'l-1', title: 'Asked on the train', videoSeconds: null },
      ]),
    );
  });
});
