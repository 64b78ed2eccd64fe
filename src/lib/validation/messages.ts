// The messages of the field rules (spec §5, §9), in the page's language, and
// the file-size wording they use. Each is read when a rule runs, never at
// module load, so a French page gets French messages; the English wording is
// the spec's, and src/lib/validation/rules.ts, files.ts and schemas.ts report
// nothing else.
import { m } from '../../i18n';
import { formatNumber } from '../../i18n/format';

/**
 * The messages, in the page's language. Each is read when a rule runs (a
 * getter, or a function for those with a value), never at module load, so a
 * French page gets French messages; the English wording is the spec's.
 */
export const MESSAGES = {
  get required() {
    return m.shell_validation_required();
  },
  maxLength: (max: number) => m.shell_validation_max_length({ max }),
  get nameLetters() {
    return m.shell_validation_name_letters();
  },
  get nameConsecutive() {
    return m.shell_validation_name_consecutive();
  },
  get emailCharacters() {
    return m.shell_validation_email_characters();
  },
  get emailOneAt() {
    return m.shell_validation_email_one_at();
  },
  get emailInvalid() {
    return m.shell_validation_email_invalid();
  },
  get phoneLetter() {
    return m.shell_validation_phone_letter();
  },
  get phoneDigits() {
    return m.shell_validation_phone_digits();
  },
  get postalCode() {
    return m.shell_validation_postal_code();
  },
  get passwordLength() {
    return m.shell_validation_password_length();
  },
  get passwordUppercase() {
    return m.shell_validation_password_uppercase();
  },
  get passwordLowercase() {
    return m.shell_validation_password_lowercase();
  },
  get passwordNumber() {
    return m.shell_validation_password_number();
  },
  get passwordSpecial() {
    return m.shell_validation_password_special();
  },
  get subject() {
    return m.shell_validation_subject();
  },
  get passwordMismatch() {
    return m.shell_validation_password_mismatch();
  },
  /** The profile screen's wording (§8), which ends with a period. */
  get passwordMismatchProfile() {
    return m.shell_validation_password_mismatch_profile();
  },
  get messageRequired() {
    return m.shell_validation_message_required();
  },
  get messageOrAttachments() {
    return m.shell_validation_message_or_attachments();
  },
  fileType: (fileName: string) => m.shell_validation_file_type({ fileName }),
  fileSize: (fileName: string, maxBytes: number) => m.shell_validation_file_size({ fileName, size: formatBytes(maxBytes) }),
} as const;

const SIZE_UNITS = [m.shell_size_kilobytes, m.shell_size_megabytes, m.shell_size_gigabytes] as const;

/** '512 bytes', '1.5 KB', '10 MB'; in French '512 octets', '1,5 Ko', '10 Mo'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return m.shell_size_bytes({ size: bytes });
  let size = bytes / 1024;
  let unit = 0;
  while (size >= 1024 && unit < SIZE_UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  const digits = Number.isInteger(size) ? 0 : 1;
  const text = formatNumber(size, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false });
  return SIZE_UNITS[unit]!({ size: text });
}

