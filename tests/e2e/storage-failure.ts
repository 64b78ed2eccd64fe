// Makes the local backend's next writes to one IndexedDB store fail, so an
// end-to-end test can see how a form reports a failed submit. Called after the
// page has loaded (the seed has been written by then).
import type { Page } from '@playwright/test';

export async function failWritesTo(page: Page, storeName: string): Promise<void> {
  await page.evaluate((name) => {
    for (const method of ['add', 'put'] as const) {
      const original = IDBObjectStore.prototype[method];
      IDBObjectStore.prototype[method] = function (this: IDBObjectStore, ...args: Parameters<typeof original>) {
        if (this.name === name) throw new DOMException('Simulated storage failure', 'UnknownError');
        return original.apply(this, args);
      };
    }
  }, storeName);
}
