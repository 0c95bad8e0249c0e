import { test as base, expect } from '@playwright/test';
import { Mailbox } from './mailbox';

export interface TAccount {
  name: string;
  email: string;
  password: string;
}

let counter = 0;

/** A fresh account per test: e-mails never collide between runs or tests. */
export function newAccount(): TAccount {
  counter += 1;
  return {
    name: 'Robin Parent',
    email: `e2e-${Date.now()}-${counter}@example.com`,
    password: 'moonlight-42',
  };
}

export const test = base.extend<{ mailbox: Mailbox; account: TAccount }>({
  mailbox: async ({ request, baseURL }, use) => {
    await use(new Mailbox(request, baseURL ?? 'http://127.0.0.1:3000'));
  },
  // eslint-disable-next-line no-empty-pattern
  account: async ({}, use) => {
    await use(newAccount());
  },
});

export { expect };
