/**
 * The owner's Forms API (core/api/forms.ts is its contract), through the inbox's client: the
 * session cookie, `X-Requested-With: owner` on every change, a 401 back to the sign-in, and a
 * 400's `problems` on the error (OwnerApiError.problems).
 */
import type {
  FormCheck,
  FormDetail,
  FormDraft,
  FormPublished,
  FormsList,
} from '../../../../core/api/forms.ts';
import { call } from '../owner-api.ts';

export type * from '../../../../core/api/forms.ts';

const json = async <T>(response: Promise<Response>): Promise<T> => (await response).json() as Promise<T>;
const formPath = (formId: string) => `/forms/${encodeURIComponent(formId)}`;

export const listForms = () => json<FormsList>(call('GET', '/forms'));

export const getForm = (formId: string) => json<FormDetail>(call('GET', formPath(formId)));

/** 200: publishable, with the validators the preview checks with; 400: the problems. */
export const checkForm = (formId: string, draft: FormDraft) =>
  json<FormCheck>(call('POST', `${formPath(formId)}/check`, draft));

/** 201: the next version is live; 400: the problems; 409: someone published a newer version. */
export const publishForm = (formId: string, draft: FormDraft) =>
  json<FormPublished>(call('POST', `${formPath(formId)}/publish`, draft));

/** Version `n` again, as the next version (a restore is an event of its own in the history). */
export const restoreVersion = (formId: string, version: number) =>
  json<FormPublished>(call('POST', `${formPath(formId)}/versions/${version}/restore`));

/** Plain links: the cookie signs them in and the browser saves the file. */
export const versionDownloadUrl = (formId: string, version: number, part: 'form' | 'texts') =>
  `/api/owner${formPath(formId)}/versions/${version}?download=${part}`;
