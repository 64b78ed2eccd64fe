// The custom request (spec §2 "/custom"). Not wired to any service yet (spec
// §7 "No server call is made by ... custom request"): a valid request is
// logged and confirmed in a dialog, and the form clears. With no service call
// there is nothing to wait for and nothing that can fail, so it needs no
// useServiceForm (until it is wired to a service).
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { RadioGroupField } from '../../components/ui/choice-fields';
import { Dialog } from '../../components/ui/dialog';
import { EmailField, PhoneField, PostalCodeField, TextField } from '../../components/ui/field';
import { FileListField } from '../../components/ui/file-list-field';
import layout from '../../components/ui/form-layout.module.css';
import { TextAreaField } from '../../components/ui/text-area-field';
import {
  CUSTOM_ORDER_SUBMITTED,
  customOrderSchema,
  describeCustomOrder,
  EMPTY_CUSTOM_ORDER,
  URGENCY_OPTIONS,
  type CustomOrderInput,
  type CustomOrderValues,
} from './custom-order-schema';

export function CustomOrderForm() {
  const [submitted, setSubmitted] = useState(false);
  const { control, handleSubmit, reset } = useForm<CustomOrderInput, unknown, CustomOrderValues>({
    resolver: zodResolver(customOrderSchema),
    defaultValues: EMPTY_CUSTOM_ORDER,
  });

  const onSubmit = handleSubmit((values) => {
    console.info('Custom order request', describeCustomOrder(values));
    reset(EMPTY_CUSTOM_ORDER);
    setSubmitted(true);
  });

  return (
    <>
      <form method="post" className={`card ${layout.grid}`} onSubmit={onSubmit} noValidate aria-label="Custom request">
        <p className={layout.note}>All fields are required except attachments.</p>
        <TextField control={control} name="firstName" label="First name" autoComplete="given-name" />
        <TextField control={control} name="lastName" label="Last name" autoComplete="family-name" />
        <EmailField control={control} name="email" label="Email" />
        <PhoneField control={control} name="phone" label="Phone number" />
        <PostalCodeField control={control} name="deliveryPostCode" label="Delivery post code" />
        <RadioGroupField control={control} name="urgency" legend="How soon do you need it?" options={URGENCY_OPTIONS} />
        <div className={layout.wide}>
          <TextAreaField
            control={control}
            name="description"
            label="Description"
            hint="What are you looking for? Species, sizes, quantities, finish…"
            rows={6}
          />
        </div>
        <div className={layout.wide}>
          <FileListField
            control={control}
            name="attachments"
            label="Attachments (optional)"
            hint="Sketches, drawings or photos. A file with the same name replaces the earlier one."
          />
        </div>
        <div className={layout.actions}>
          <button type="submit" className="button">
            Submit request
          </button>
        </div>
      </form>

      <Dialog open={submitted} onClose={() => setSubmitted(false)} title="Request submitted">
        <p>{CUSTOM_ORDER_SUBMITTED}</p>
      </Dialog>
    </>
  );
}
