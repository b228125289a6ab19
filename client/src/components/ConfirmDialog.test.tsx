import { Button } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useConfirmDialog } from './ConfirmDialog';
import { Provider } from './ui/provider';

const deleteLecture = {
  title: 'Delete lecture',
  message: 'Are you sure you want to delete the lecture?',
  confirmLabel: 'Delete',
};

/** A button that asks, and shows the answer. */
function Asker() {
  const [confirm, dialog] = useConfirmDialog();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <Button onClick={async () => setAnswer(String(await confirm(deleteLecture)))}>Delete it</Button>
      <output>{answer}</output>
      {dialog}
    </>
  );
}

async function ask() {
  const user = userEvent.setup();
  render(
    <Provider>
      <Asker />
    </Provider>,
  );
  await user.click(screen.getByRole('button', { name: 'Delete it' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete lecture' });
  return { user, dialog };
}

describe('useConfirmDialog', () => {
  it("asks in a styled alert dialog (not the browser's confirm) and answers true on the confirm button", async () => {
    const native = vi.spyOn(window, 'confirm');
    const { user, dialog } = await ask();
    expect(within(dialog).getByText('Are you sure you want to delete the lecture?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('true')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(native).not.toHaveBeenCalled();
  });

  it.each([
    [
      'Cancel',
      (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) =>
        user.click(within(dialog).getByRole('button', { name: 'Cancel' })),
    ],
    [
      'the close button',
      (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) =>
        user.click(within(dialog).getByRole('button', { name: 'Close' })),
    ],
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])('answers false on %s', async (_, leave) => {
    const { user, dialog } = await ask();
    await leave(user, dialog);
    expect(await screen.findByText('false')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
