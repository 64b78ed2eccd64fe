// Made by scripts/demo-password-hashes.ts: the demo passwords (src/services/demo-data.ts),
// hashed once at PASSWORD_HASH_ROUNDS. The passwords are public demo data; their
// hashes are here so that seeding a new visitor's database derives none.
import type { PasswordHash } from '../../domain/model/crypto';
import type { DemoAccountKey } from '../demo-data';

export const DEMO_PASSWORD_HASHES: Record<DemoAccountKey | 'applicant', PasswordHash> = {
  admin: { algorithm: 'PBKDF2-SHA256', iterations: 100000, salt: 'ts0+RV2upXTc9Eoxj73aTA==', hash: 'VzFDNyYfR9MJFTk9ED9Uq2oRFnh1bsVpx0xpfNU+3Fg=' },
  franchisee: { algorithm: 'PBKDF2-SHA256', iterations: 100000, salt: '4Vsi5CzEzXpwK5CY6YAHYA==', hash: 'XeXuNLbIKaFwsYgZwU7utaz2ZN5lEujKdeqx6mgU2bI=' },
  contributor: { algorithm: 'PBKDF2-SHA256', iterations: 100000, salt: 'ZNd2DTL4Tj7+cGNvBgABpQ==', hash: 'KIopa5THPmk79GEhZo2C0i/Zd5R8pXqqOLitcg5X7TI=' },
  applicant: { algorithm: 'PBKDF2-SHA256', iterations: 100000, salt: 'UWYyI5nduFrwtqhRbNdVHA==', hash: 'YyIOSFcbgytfaS6nE81rsViAq6wOTpawSKXvkM5kRl0=' },
};
