// The one submit path of the forms that send to the service layer. The backend
// loads after the first paint, so a visitor can submit before it is there: the
// hook waits for it. It sends once however often the button is pressed
// (useGuardedSubmit), turns the outcome into the form's message, and leaves
// every field as typed unless the send succeeded and the form asks to be
// cleared: a failure must never cost the visitor what they wrote.
import { useRef, useState, type FormEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { Services } from '../../services/api';
import { useServices } from '../../services/context';
import type { FormResult } from '../../components/ui/form-status';
import { limitMessage } from '../limits';

/**
 * A submit handler that ignores a second submit while the first still runs.
 * Forms pair it with a submit button that is aria-disabled while sending,
 * never disabled: a disabled button drops keyboard focus to the page, and the
 * result dialog could then not give focus back to it. It lives here, beside
 * its main user, so that every form route shares one small chunk for both.
 */
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

export type SubmitStatus = 'idle' | 'submitting' | 'success' | 'error';

export interface ServiceFormOptions<TInput extends FieldValues, TValues> {
  /** Sends the validated values; resolving means the service accepted them. */
  send: (services: Services, values: TValues) => Promise<unknown>;
  /** Announced after a success. Left out by a form that moves on instead (onSuccess). */
  success?: string;
  /** Announced after a failure nobody expected; `log` goes to the console with the error. */
  failure: string;
  log: string;
  /**
   * Recognises the failures that are answers rather than faults (a wrong
   * password, an address already registered): returns the message to announce
   * instead of `failure`, or 'handled' once the form has reported it on a
   * field. Neither is logged.
   */
  expected?: (error: unknown) => string | 'handled' | undefined;
  /**
   * The fields after a success: their default values, the given values, or
   * 'saved' to keep what they hold as the new baseline. Left out: as typed.
   */
  resetTo?: 'defaults' | 'saved' | TInput;
  /** Runs after a success, once the result is set. */
  onSuccess?: () => void;
}

export interface ServiceForm {
  onSubmit: ReturnType<typeof useGuardedSubmit>;
  status: SubmitStatus;
  /** Also true while waiting for the backend: the button says so and ignores presses. */
  submitting: boolean;
  /** The message of a finished submit, or null while idle or submitting. */
  result: FormResult;
  /** Back to idle, e.g. when the result dialog is closed. */
  clear: () => void;
}

type State = { status: 'idle' | 'submitting' } | { status: 'success' | 'error'; message: string };

export function useServiceForm<TInput extends FieldValues, TValues>(
  form: UseFormReturn<TInput, unknown, TValues>,
  options: ServiceFormOptions<TInput, TValues>,
): ServiceForm {
  const servicesReady = useServices().ready;
  const [state, setState] = useState<State>({ status: 'idle' });
  const { handleSubmit, reset, getValues } = form;

  const onSubmit = useGuardedSubmit(
    handleSubmit(async (values) => {
      const { send, success = '', failure, log, expected, resetTo, onSuccess } = options;
      setState({ status: 'submitting' });
      try {
        await send(await servicesReady, values);
      } catch (error) {
        // A rate limit's refusal is an answer too: when to try again (issue 23).
        const known = expected?.(error) ?? limitMessage(error);
        if (known === 'handled') {
          setState({ status: 'idle' });
          return;
        }
        if (known === undefined) console.error(log, error);
        setState({ status: 'error', message: known ?? failure });
        return;
      }
      if (resetTo === 'defaults') reset();
      else if (resetTo === 'saved') reset(getValues());
      else if (resetTo !== undefined) reset(resetTo);
      setState({ status: 'success', message: success });
      onSuccess?.();
    }),
  );

  return {
    onSubmit,
    status: state.status,
    submitting: state.status === 'submitting',
    result: state.status === 'success' || state.status === 'error' ? { kind: state.status, message: state.message } : null,
    clear: () => setState({ status: 'idle' }),
  };
}
