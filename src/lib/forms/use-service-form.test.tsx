import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { LOCALES, setCurrentLocale } from '../../i18n';
import { formatTime } from '../dates';
import { m } from '../../paraglide/messages.js';
import { isServiceError, ServiceError } from '../../domain/errors';
import type { Services } from '../../services/api';
import { ServicesProvider } from '../../services/context';
import { createTestServices } from '../../../tests/setup/render-app';
import { expectConsole } from '../../../tests/setup/vitest.setup';
import { FormStatus } from '../../components/ui/form-status';
import { useServiceForm, type ServiceFormOptions } from './use-service-form';

interface Values {
  name: string;
}

type Send = ServiceFormOptions<Values, Values>['send'];

function NameForm({ send, resetTo }: { send: Send; resetTo?: ServiceFormOptions<Values, Values>['resetTo'] }) {
  const form = useForm<Values>({ defaultValues: { name: '' } });
  const { onSubmit, status, submitting, result } = useServiceForm(form, {
    send,
    success: 'Saved.',
    failure: 'Not saved.',
    log: 'Saving the name failed.',
    expected: (error) => {
      if (isServiceError(error, 'already-registered')) return 'Name taken.';
      if (isServiceError(error, 'invalid-credentials')) {
        form.setError('name', { message: 'Wrong name.' });
        return 'handled';
      }
      return undefined;
    },
    resetTo,
  });
  const error = form.formState.errors.name?.message;
  return (
    <form onSubmit={onSubmit} aria-label="Name" data-status={status}>
      <label>
        Name <input {...form.register('name')} />
      </label>
      {error && <p>{error}</p>}
      <FormStatus result={result} />
      <button type="submit" aria-disabled={submitting || undefined}>
        {submitting ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}

async function setup(send: Send, options: { load?: () => Promise<Services>; resetTo?: 'defaults' } = {}) {
  const user = userEvent.setup({ delay: null });
  const services = await createTestServices();
  const load = options.load ?? (() => Promise.resolve(services));
  render(
    <ServicesProvider load={load}>
      <NameForm send={send} resetTo={options.resetTo} />
    </ServicesProvider>,
  );
  const name = screen.getByRole('textbox', { name: 'Name' });
  await user.type(name, 'Anne');
  return { user, services, name, save: () => user.click(screen.getByRole('button', { name: /Sav/ })) };
}

const form = () => screen.getByRole('form', { name: 'Name' });

describe('useServiceForm', () => {
  it('waits for the backend before sending, then sends the values once', async () => {
    let finishLoading = (_services: Services) => {};
    const loaded = new Promise<Services>((resolve) => (finishLoading = resolve));
    const send = vi.fn<Send>(() => Promise.resolve());
    const { user, services, save } = await setup(send, { load: () => loaded });

    await save();
    const button = await screen.findByRole('button', { name: 'Saving…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(form()).toHaveAttribute('data-status', 'submitting');
    await user.click(button);
    expect(send).not.toHaveBeenCalled();

    finishLoading(services);
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(services, { name: 'Anne' });
  });

  it('announces a success and resets only when asked to', async () => {
    const { name, save } = await setup(() => Promise.resolve(), { resetTo: 'defaults' });
    await save();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved.'));
    expect(form()).toHaveAttribute('data-status', 'success');
    expect(name).toHaveValue('');
  });

  it('keeps the values as typed after a success without resetTo', async () => {
    const { name, save } = await setup(() => Promise.resolve());
    await save();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved.'));
    expect(name).toHaveValue('Anne');
  });

  it('announces an unexpected failure, logs it and keeps the values', async () => {
    const { name, save } = await setup(() => Promise.reject(new Error('offline')), { resetTo: 'defaults' });
    await save();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Not saved.'));
    expectConsole('error', /Saving the name failed\. Error: offline/);
    expect(form()).toHaveAttribute('data-status', 'error');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(name).toHaveValue('Anne');
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-disabled');
  });

  it('fails like any send when the backend does not load', async () => {
    const send = vi.fn<Send>(() => Promise.resolve());
    const { name, save } = await setup(send, { load: () => Promise.reject(new Error('no backend')) });
    expectConsole('error', /The data backend failed to load/);
    await save();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Not saved.'));
    expectConsole('error', /Saving the name failed\. Error: no backend/);
    expect(send).not.toHaveBeenCalled();
    expect(name).toHaveValue('Anne');
  });

  it('shows the message of an expected failure without logging it', async () => {
    const { name, save } = await setup(() => Promise.reject(new ServiceError('already-registered')));
    await save();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Name taken.'));
    expect(name).toHaveValue('Anne');
  });

  it.each(LOCALES)('says when to try again after a rate limit, in %s, without logging it and keeping the values', async (locale) => {
    setCurrentLocale(locale);
    onTestFinished(() => setCurrentLocale('en-CA'));
    const retryAt = new Date('2026-11-26T14:05:00.000Z');
    const { name, save } = await setup(() => Promise.reject(new ServiceError('rate-limited', 'Too many tries.', { retryAt })));
    await save();
    const expected = m.limits_retry_at({ time: formatTime(retryAt, { locale }) }, { locale });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(expected));
    expect(name).toHaveValue('Anne');
  });

  const BUSY = {
    'en-CA': { 'site-busy': 'Many requests are reaching the site right now. Try again at', 'piece-busy': 'This piece has had many questions today. Try again at' },
    'fr-CA': { 'site-busy': 'Le site reçoit beaucoup de demandes en ce moment. Réessayez à', 'piece-busy': 'Cette pièce a reçu beaucoup de questions aujourd’hui. Réessayez à' },
  } as const;

  it.each(LOCALES.flatMap((locale) => (['site-busy', 'piece-busy'] as const).map((reason) => [locale, reason] as const)))(
    'says the site is busy, not that the visitor tried too often, past a ceiling, in %s (%s, ADR 028)',
    async (locale, reason) => {
      setCurrentLocale(locale);
      onTestFinished(() => setCurrentLocale('en-CA'));
      const retryAt = new Date('2026-11-26T14:05:00.000Z');
      const { name, save } = await setup(() => Promise.reject(new ServiceError('rate-limited', 'The site is busy.', { retryAt, reason })));
      await save();
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(`${BUSY[locale][reason]} ${formatTime(retryAt, { locale })}.`));
      expect(screen.getByRole('alert')).not.toHaveTextContent(locale === 'fr-CA' ? 'Trop de tentatives' : 'Too many tries');
      expect(name).toHaveValue('Anne');
    },
  );

  it('leaves a failure the form reported on a field out of the status', async () => {
    const { name, save } = await setup(() => Promise.reject(new ServiceError('invalid-credentials')));
    await save();
    expect(await screen.findByText('Wrong name.')).toBeInTheDocument();
    expect(form()).toHaveAttribute('data-status', 'idle');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(name).toHaveValue('Anne');
  });

  it('clears the previous result when a new submit starts', async () => {
    let answer: () => Promise<void> = () => Promise.reject(new Error('offline'));
    const { save } = await setup(() => answer());
    await save();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Not saved.'));
    expectConsole('error', /Saving the name failed/);
    let finish = () => {};
    answer = () => new Promise<void>((resolve) => (finish = resolve));
    await save();
    await screen.findByRole('button', { name: 'Saving…' });
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    finish();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved.'));
  });
});
