import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { ConfirmBox, ConfirmedAction } from '../../client/src/ui/ConfirmBox';

/** The one way the site asks before it acts outside the admin area (docs/decisions/0061-one-way-to-confirm.md). */

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

it('asks in place, focuses the confirm button, and gives the focus back to the button that opened it on Cancel', () => {
  const onConfirm = jest.fn(async () => {});
  render(
    <ConfirmedAction
      label="Stop sales"
      question="Stop sales?"
      details="Nobody else can buy it."
      confirmLabel="Yes, stop"
      onConfirm={onConfirm}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Stop sales' }));
  const box = screen.getByRole('alertdialog', { name: 'Stop sales?' });
  expect(box).toHaveAccessibleDescription('Nobody else can buy it.');
  expect(within(box).getByRole('button', { name: 'Yes, stop' })).toHaveFocus();
  fireEvent.click(within(box).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Stop sales' })).toHaveFocus();
  expect(onConfirm).not.toHaveBeenCalled();
});

it('backs out on Escape, and puts the focus on Cancel when the action cannot be undone', () => {
  render(<ConfirmedAction label="Revoke" danger question="Revoke the key?" confirmLabel="Yes, revoke it" onConfirm={async () => {}} />);
  fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
  const box = screen.getByRole('alertdialog', { name: 'Revoke the key?' });
  expect(within(box).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  expect(within(box).getByRole('button', { name: 'Yes, revoke it' })).toHaveClass('danger');
  fireEvent.keyDown(within(box).getByRole('button', { name: 'Cancel' }), { key: 'Escape' });
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Revoke' })).toHaveFocus();
});

it('focuses the first field it asks for, and keeps what was typed when the answer is an error', async () => {
  function WithReason() {
    const [reason, setReason] = useState('');
    return (
      <ConfirmBox
        question="Decline the quote?"
        confirmLabel="Yes, decline"
        onCancel={() => {}}
        onConfirm={async () => {
          throw new Error('The quote was withdrawn a moment ago');
        }}
      >
        <label>
          Why?
          <textarea value={reason} onChange={(event) => setReason(event.target.value)} />
        </label>
      </ConfirmBox>
    );
  }
  render(<WithReason />);
  const reason = screen.getByLabelText('Why?');
  expect(reason).toHaveFocus();
  fireEvent.change(reason, { target: { value: 'Too dear' } });
  fireEvent.click(screen.getByRole('button', { name: 'Yes, decline' }));
  // Not an answer from the API, so the general message (an API error's own message is shown as it is: messageOf).
  expect(await screen.findByRole('alert')).toHaveTextContent('That did not work. Please try again.');
  expect(screen.getByRole('alertdialog', { name: 'Decline the quote?' })).toBeInTheDocument();
  expect(screen.getByLabelText('Why?')).toHaveValue('Too dear');
});

it('runs the action once however often it is pressed, says it is busy, and closes when it is done', async () => {
  const answer = deferred();
  const onConfirm = jest.fn(() => answer.promise);
  render(<ConfirmedAction label="Mark done" question="Is it done?" confirmLabel="Yes, done" busyLabel="Saving…" onConfirm={onConfirm} />);
  fireEvent.click(screen.getByRole('button', { name: 'Mark done' }));
  const confirm = screen.getByRole('button', { name: 'Yes, done' });
  fireEvent.click(confirm);
  fireEvent.click(confirm);
  expect(onConfirm).toHaveBeenCalledTimes(1);
  expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await act(async () => answer.resolve());
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Mark done' })).toBeInTheDocument();
});
