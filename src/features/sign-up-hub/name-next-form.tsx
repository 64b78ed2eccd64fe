// First and last name, then Next (spec §2 /register: Contribute to
// Discussions, Join the Consortium). Nothing is saved: the names travel to the
// next screen's form in the navigation state, { firstName, lastName }.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { m, useNavigate } from '../../i18n';
import { z } from 'zod/mini';
import { TextField } from '../../components/ui/field';
import { nameSchema } from '../../lib/validation/schemas';
import styles from './register-hub.module.css';
import { PrivacyNote } from '../../components/ui/privacy-note';

const schema = z.object({ firstName: nameSchema, lastName: nameSchema });
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;

/** What the next screen finds in `location.state`. */
interface NameState {
  firstName: string;
  lastName: string;
}

export function NameNextForm({ to }: { to: string }) {
  const navigate = useNavigate();
  const { control, handleSubmit } = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { firstName: '', lastName: '' },
  });

  const onSubmit = handleSubmit(({ firstName, lastName }) => {
    const state: NameState = { firstName, lastName };
    void navigate(to, { state });
  });

  return (
    <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.pair}>
        <TextField control={control} name="firstName" label={m.forms_first_name()} autoComplete="given-name" />
        <TextField control={control} name="lastName" label={m.forms_last_name()} autoComplete="family-name" />
      </div>
      <button type="submit" className="button">
        {m.forms_hub_next()}
      </button>
      <PrivacyNote />
    </form>
  );
}
