import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

function Harness({ onClose = () => {}, message = 'Thank you for submitting your application!' }: { onClose?: () => void; message?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Submit application
      </button>
      <Dialog
        open={open}
        title="Application received"
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      >
        <p>{message}</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is closed and out of the accessibility tree until opened', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a modal named by its heading and described by its message, focusing Close', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    const dialog = screen.getByRole('dialog', { name: 'Application received' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription('Thank you for submitting your application!');
    expect(screen.getByRole('heading', { name: 'Application received' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes with the Close button and returns focus to the opener', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Submit application' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Submit application' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('leaves focus where the person moved it before the close event, a task after Escape, arrives', async () => {
    const user = userEvent.setup({ delay: null });
    function SignIn() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <label>
            Password <input type="password" />
          </label>
          <button type="button" onClick={() => setOpen(true)}>
            Sign in
          </button>
          <Dialog open={open} title="Sign in failed" onClose={() => setOpen(false)}>
            Incorrect email or password!
          </Dialog>
        </>
      );
    }
    render(<SignIn />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign in failed' });
    // As a browser does: the close event is queued, not fired while the dialog closes.
    const queued: Event[] = [];
    const dispatch = dialog.dispatchEvent.bind(dialog);
    dialog.dispatchEvent = (event) => (event.type === 'close' ? queued.push(event) > 0 : dispatch(event));
    await user.keyboard('{Escape}');
    const password = screen.getByLabelText('Password');
    await user.click(password);
    await user.keyboard('sp');
    const due = queued.splice(0);
    dialog.dispatchEvent = dispatch;
    act(() => {
      for (const event of due) dispatch(event);
    });
    await user.keyboard('ruce');
    expect(password).toHaveFocus();
    expect(password).toHaveValue('spruce');
  });

  it('closes when the parent sets open to false, without calling onClose', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Dialog open title="Saved" onClose={onClose}>
        Done
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Saved' })).toBeInTheDocument();
    rerender(
      <Dialog open={false} title="Saved" onClose={onClose}>
        Done
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('takes custom actions for a confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    const onApprove = vi.fn();
    function Confirm() {
      const [open, setOpen] = useState(true);
      return (
        <Dialog
          open={open}
          role="alertdialog"
          title="Are you sure you want to approve this application?"
          onClose={() => setOpen(false)}
          actions={
            <>
              <button type="button" className="button button--quiet" onClick={() => setOpen(false)}>
                Go Back
              </button>
              <button type="button" className="button" onClick={onApprove}>
                Approve
              </button>
            </>
          }
        >
          <dl>
            <dt>Email</dt>
            <dd>a@b.ca</dd>
          </dl>
        </Dialog>
      );
    }
    render(<Confirm />);
    expect(screen.getByRole('alertdialog', { name: 'Are you sure you want to approve this application?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(onApprove).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <>
        <button type="button">Behind</button>
        <Dialog
          open
          title="Are you sure?"
          onClose={() => {}}
          actions={
            <>
              <button type="button">Go Back</button>
              <button type="button">Approve</button>
            </>
          }
        />
      </>,
    );
    const goBack = screen.getByRole('button', { name: 'Go Back' });
    const approve = screen.getByRole('button', { name: 'Approve' });
    expect(goBack).toHaveFocus();
    await user.tab();
    expect(approve).toHaveFocus();
    await user.tab();
    expect(goBack).toHaveFocus();
    await user.tab({ shift: true });
    expect(approve).toHaveFocus();
  });

  it('gives focus to returnFocus instead of the opener when it names an element', async () => {
    const user = userEvent.setup({ delay: null });
    function Confirm() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <section aria-label="List" tabIndex={-1} id="list">
            <button type="button" onClick={() => setOpen(true)}>
              Approve Nadia
            </button>
          </section>
          <Dialog open={open} title="Approve?" onClose={() => setOpen(false)} returnFocus={() => document.getElementById('list')} />
        </>
      );
    }
    render(<Confirm />);
    await user.click(screen.getByRole('button', { name: 'Approve Nadia' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('region', { name: 'List' })).toHaveFocus();
  });

  it('renders a hostile message as text', async () => {
    const user = userEvent.setup({ delay: null });
    const message = '<img src=x onerror=alert(1)>\u0000😀'.repeat(500);
    render(<Harness message={message} />);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(message.slice(0, 40));
    expect(document.querySelector('img')).toBeNull();
  });
});
