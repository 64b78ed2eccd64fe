// A form's submit handler that ignores a second submit while the first still
// runs. Forms pair it with a submit button that is aria-disabled while sending,
// never disabled: a disabled button drops keyboard focus to the page, and the
// result dialog could then not give focus back to it.
import { useRef, type FormEvent } from 'react';

export function useGuardedSubmit(submit: (event: FormEvent<HTMLFormElement>) => Promise<void>) {
  const running = useRef(false);
  return async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (running.current) return;
    running.current = true;
    try {
      await submit(event);
    } finally {
      running.current = false;
    }
  };
}
