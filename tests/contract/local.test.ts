// The contract suite against the local backend, each test on a fresh
// fake-indexeddb database seeded with the demo data.
import { createLocalServices } from '../../src/services/local/backend';
import { DEMO_ACCOUNTS } from '../../src/services/demo-data';
import { describeServiceContract, type ContractBackend } from './services.contract';

let databases = 0;

async function createBackend(): Promise<ContractBackend> {
  databases += 1;
  const values = new Map<string, string>();
  const services = await createLocalServices({
    dbName: `contract-${databases}-${Date.now()}`,
    // Fewer PBKDF2 rounds keep the suite fast; the format is the same.
    hashIterations: 1_000,
    sessionStore: {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
      removeItem: (key) => void values.delete(key),
    },
  });
  return {
    services,
    async signInAs(role) {
      await services.auth.signOut();
      if (role) await services.auth.signIn(DEMO_ACCOUNTS[role].email, DEMO_ACCOUNTS[role].password);
    },
  };
}

describeServiceContract('local', createBackend);
