import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { optionalText, requiredChoice, requiredChoices } from '../../lib/validation/schemas';
import { CheckboxGroupField, RadioGroupField, SelectField } from './choice-fields';

const TIMEZONES = ['Newfoundland', 'Atlantic', 'Eastern', 'Central', 'Mountain', 'Pacific'].map((zone) => ({
  value: zone,
  label: zone,
}));
const EMPLOYER = [
  { value: 'self', label: 'Self' },
  { value: 'business', label: 'Business' },
];
const BUSINESS_TYPES = [
  { value: 'woodlot owner', label: 'Woodlot owner' },
  { value: 'sawmilling', label: 'Sawmilling' },
  { value: 'kiln drying', label: 'Kiln drying' },
];

const schema = z.object({
  timezone: requiredChoice,
  employer: requiredChoice,
  businessType: requiredChoices,
  otherBusinessType: optionalText(),
});
type Values = z.infer<typeof schema>;

function TestForm({ onValid }: { onValid: (values: Values) => void }) {
  const { control, handleSubmit, reset } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { timezone: '', employer: '', businessType: [], otherBusinessType: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <SelectField
        control={control}
        name="timezone"
        label="Preferred timezone"
        emptyOptionLabel="Select a timezone"
        options={TIMEZONES}
      />
      <RadioGroupField control={control} name="employer" legend="Employer" options={EMPLOYER} hint="Who you work for" />
      <CheckboxGroupField
        control={control}
        name="businessType"
        legend="Business type"
        options={BUSINESS_TYPES}
        other={{ name: 'otherBusinessType', inputLabel: 'Other business type' }}
      />
      <button type="submit">Submit</button>
      <button type="button" onClick={() => reset()}>
        Reset
      </button>
    </form>
  );
}

function setup() {
  const user = userEvent.setup({ delay: null });
  const onValid = vi.fn();
  render(<TestForm onValid={onValid} />);
  return { user, onValid, submit: () => user.click(screen.getByRole('button', { name: 'Submit' })) };
}

describe('SelectField', () => {
  it('is labelled and starts on the empty option', () => {
    setup();
    const select = screen.getByLabelText('Preferred timezone');
    expect(select).toHaveRole('combobox');
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Select a timezone' })).toHaveValue('');
    expect(screen.getAllByRole('option')).toHaveLength(7);
  });

  it('requires a choice, then clears the error when one is made', async () => {
    const { user, submit } = setup();
    await submit();
    const select = screen.getByLabelText('Preferred timezone');
    await waitFor(() => expect(select).toHaveAttribute('aria-invalid', 'true'));
    expect(select).toHaveAccessibleDescription('Field is required');
    expect(select).toHaveFocus();
    await user.selectOptions(select, 'Atlantic');
    expect(select).toHaveValue('Atlantic');
    await waitFor(() => expect(select).not.toHaveAttribute('aria-invalid'));
  });
});

describe('RadioGroupField', () => {
  it('is a fieldset named by its legend, each radio labelled', () => {
    setup();
    const group = screen.getByRole('group', { name: 'Employer' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group).toHaveAccessibleDescription('Who you work for');
    expect(screen.getByRole('radio', { name: 'Self' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Business' })).not.toBeChecked();
  });

  it('requires a choice, describes the group by its error and focuses the first radio', async () => {
    const { user, submit } = setup();
    await user.selectOptions(screen.getByLabelText('Preferred timezone'), 'Pacific');
    await submit();
    const group = screen.getByRole('group', { name: 'Employer' });
    await waitFor(() => expect(group).toHaveAttribute('aria-invalid', 'true'));
    expect(group).toHaveAccessibleDescription('Who you work for Field is required');
    expect(screen.getByRole('radio', { name: 'Self' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('radio', { name: 'Self' })).toHaveFocus();

    await user.click(screen.getByRole('radio', { name: 'Business' }));
    expect(screen.getByRole('radio', { name: 'Business' })).toBeChecked();
    await waitFor(() => expect(group).not.toHaveAttribute('aria-invalid'));
  });
});

describe('CheckboxGroupField', () => {
  it('shows the Other text input only while Other is ticked, keeping its text', async () => {
    const { user } = setup();
    expect(screen.queryByLabelText('Other business type')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Other' }));
    const other = screen.getByLabelText('Other business type');
    await user.type(other, '  Boat   building');
    expect(other).toHaveValue('Boat building');

    await user.click(screen.getByRole('checkbox', { name: 'Other' }));
    expect(screen.queryByLabelText('Other business type')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Other' }));
    expect(screen.getByLabelText('Other business type')).toHaveValue('Boat building');
  });

  it('requires one box and focuses the first on a blocked submit', async () => {
    const { user, submit } = setup();
    await user.selectOptions(screen.getByLabelText('Preferred timezone'), 'Pacific');
    await user.click(screen.getByRole('radio', { name: 'Self' }));
    await submit();
    const group = screen.getByRole('group', { name: 'Business type' });
    await waitFor(() => expect(group).toHaveAccessibleDescription('Field is required'));
    expect(screen.getByRole('checkbox', { name: 'Woodlot owner' })).toHaveFocus();
  });

  it('sends the ticked values in the options’ order with the Other text', async () => {
    const { user, submit, onValid } = setup();
    await user.selectOptions(screen.getByLabelText('Preferred timezone'), 'Eastern');
    await user.click(screen.getByRole('radio', { name: 'Business' }));
    await user.click(screen.getByRole('checkbox', { name: 'Other' }));
    await user.click(screen.getByRole('checkbox', { name: 'Kiln drying' }));
    await user.click(screen.getByRole('checkbox', { name: 'Woodlot owner' }));
    await user.type(screen.getByLabelText('Other business type'), 'Boat building ');
    await submit();
    await waitFor(() => expect(onValid).toHaveBeenCalledOnce());
    expect(onValid.mock.calls[0]?.[0]).toEqual({
      timezone: 'Eastern',
      employer: 'business',
      businessType: ['woodlot owner', 'kiln drying', 'other'],
      otherBusinessType: 'Boat building',
    });
  });

  it('follows reset()', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('checkbox', { name: 'Sawmilling' }));
    await user.click(screen.getByRole('radio', { name: 'Self' }));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('checkbox', { name: 'Sawmilling' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Self' })).not.toBeChecked();
  });

  it('takes a 10,000-character paste into Other and renders it as text', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('checkbox', { name: 'Other' }));
    await user.click(screen.getByLabelText('Other business type'));
    await user.paste('<em>x</em>\u0000😀'.repeat(1000).slice(0, 10_000));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Other business type')).toHaveAccessibleDescription(
        'Input cannot contain more than 100 characters',
      ),
    );
    expect(document.querySelector('em')).toBeNull();
  });
});
