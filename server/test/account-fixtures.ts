import { expect } from 'vitest';
import type { AccountDataDocument } from '../src/account-closure/account-export.service';
import { DEFAULT_PASSWORD } from './factories';
import { gql } from './graphql-client';
import type { TestApp } from './harness';

/** What the account export and closure tests do as a user: export, sign in from a browser, write to the contact form. */

export const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { token } }';
export const SET_COMPLETED = /* GraphQL */ `
  mutation SetCompleted($lectureId: ID!, $completed: Boolean!) {
    setLectureCompleted(lectureId: $lectureId, completed: $completed) { completed }
  }`;
const EXPORT = 'query ExportMyData { exportMyData { filename json } }';
const CONTACT = 'mutation Contact($input: ContactInput!) { submitContact(input: $input) { success } }';
export const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** The user's data export: the file's name, its text, and the text parsed. */
export async function exportOf(app: TestApp, token: string) {
  const response = await gql<{ exportMyData: { filename: string; json: string } }>(app, EXPORT, {}, { token });
  expect(response.errors).toBeUndefined();
  const { filename, json } = response.data!.exportMyData;
  return { filename, json, document: JSON.parse(json) as AccountDataDocument };
}

/** Signs in as a browser with a user agent would, so the session list has a device to show. */
export async function signIn(app: TestApp, email: string) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': FIREFOX },
    body: JSON.stringify({ query: LOGIN, variables: { input: { email, password: DEFAULT_PASSWORD } } }),
  });
  return (await response.json()) as { data?: { login: { token: string } }; errors?: { message: string }[] };
}

/** A message through the public contact form, as a visitor sends one. */
export async function contact(app: TestApp, email: string, message: string) {
  const response = await gql<{ submitContact: { success: boolean } }>(app, CONTACT, {
    input: { name: 'Form Sender', email, message },
  });
  expect(response.data?.submitContact.success).toBe(true);
}
