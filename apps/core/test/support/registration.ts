import { randomBytes } from "node:crypto";
import {
  cartSchema,
  errorBodySchema,
  savedRegistrationSchema,
  type Cart,
  type ErrorBody,
  type SavedRegistration,
} from "@reg/domain";
import { http, postJson, setCookie, type HttpResponse } from "./http";

import { validParticipant } from "../../src/testing/participant";
import { hashSessionToken } from "../../src/modules/account/session-token";

export { validParticipant };

/** Signs a new person up; resolves to their session cookie (`reg_sid=…`). */
export async function signUp(
  baseUrl: string,
  email = `p${randomBytes(6).toString("hex")}@example.com`,
): Promise<string> {
  const response = await postJson(baseUrl, "/api/account/signUp", {
    email,
    password: "long-enough-1",
    firstName: "Анна",
    lastName: "Петрова",
    language: "ru",
  });
  const cookie = setCookie(response, "reg_sid")?.split(";")[0];
  if (response.status !== 200 || !cookie)
    throw new Error(`sign-up failed: ${response.status} ${response.text}`);
  return cookie;
}

export const get = (baseUrl: string, path: string, cookie?: string): Promise<HttpResponse> =>
  http(baseUrl, path, { headers: cookie ? { cookie } : {} });

export const post = (
  baseUrl: string,
  path: string,
  body: unknown,
  cookie?: string,
): Promise<HttpResponse> => postJson(baseUrl, path, body, cookie ? { cookie } : {});

export function errorOf(response: HttpResponse): ErrorBody {
  return errorBodySchema.parse(response.json);
}

/** ApiSaveRegistration for a new registration; throws unless it was created. */
export async function register(
  baseUrl: string,
  cookie: string,
  race: { eventCode: string; raceCode: string },
  extra: Record<string, unknown> = {},
): Promise<SavedRegistration> {
  const response = await post(
    baseUrl,
    "/Register/ApiSaveRegistration",
    { ...race, ...validParticipant(), ...extra },
    cookie,
  );
  if (response.status !== 200)
    throw new Error(`registration failed: ${response.status} ${response.text}`);
  return savedRegistrationSchema.parse(response.json);
}

export async function cartOf(
  baseUrl: string,
  cookie: string,
  registrationId: string,
): Promise<Cart> {
  const response = await get(baseUrl, `/Register/ApiCart?registrationId=${registrationId}`, cookie);
  if (response.status !== 200) throw new Error(`cart failed: ${response.status} ${response.text}`);
  return cartSchema.parse(response.json);
}

/**
 * The caller a request with this cookie makes, as a group commit's batch takes it: the batch
 * checks the session in its own read, so asking for the user is a mistake.
 */
export function batchCallerOf(cookie: string) {
  return {
    tokenHash: hashSessionToken(cookie.replace(/^reg_sid=/, "")),
    user: () => Promise.reject(new Error("the batch asks the session in its own read")),
  };
}
