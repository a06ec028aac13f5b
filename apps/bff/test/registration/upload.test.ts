import { beforeAll, describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "@reg/domain";
import { type Browser } from "../support/clients";
import { expectAppError } from "../support/expect-app-error";
import { useStack } from "../support/stack";
import { coreFingerprint, coreRows } from "./support/core-state";
import { dataUrl, jpegOfSize } from "./support/images";
import { OPTIONS_RACE, signedInBrowser, validParticipant } from "./support/people";

let browser: Browser;

// Core, the BFF and this file's multi-MiB strings share one event loop here: shedding on its delay would measure the test.
const { core, bff } = useStack({ bff: { shedding: { maxEventLoopDelayMs: 0 } } });
beforeAll(async () => {
  browser = await signedInBrowser(bff.url);
});

describe("registration.uploadImage with photos of real size", () => {
  it("takes a photo of several MiB, alone or as a batch of one, and attaches it to the draft", async () => {
    const { registrationId } = await browser.batch.registration.saveRegistration.mutate({
      ...OPTIONS_RACE,
      ...validParticipant(),
    });
    const photo = jpegOfSize(3 * 1024 * 1024);
    const single = await browser.single.registration.uploadImage.mutate({ photo: dataUrl(photo) });
    expect(single).toMatchObject({ contentType: "image/jpeg", sizeBytes: photo.length });
    const batched = await browser.batch.registration.uploadImage.mutate({
      registrationId,
      photo: dataUrl(photo),
    });
    expect((await browser.batch.registration.getRegistration.query(OPTIONS_RACE)).imageId).toBe(
      batched.imageId,
    );
    const [stored] = await coreRows(
      core,
      `select size_bytes from uploaded_images where id = '${batched.imageId}'`,
    );
    expect(Number(stored?.size_bytes)).toBe(photo.length);
    const served = await fetch(`${bff.url}${batched.url}`, {
      headers: { cookie: browser.jar.header() },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await served.arrayBuffer()).equals(photo)).toBe(true);
    const stranger = await signedInBrowser(bff.url);
    expect(
      (await fetch(`${bff.url}${batched.url}`, { headers: { cookie: stranger.jar.header() } }))
        .status,
    ).toBe(404);
    expect((await fetch(`${bff.url}${batched.url}`)).status).toBe(401);
  });

  it("refuses a byte over 5 MiB with PAYLOAD_TOO_LARGE, and bytes that are no image with UNSUPPORTED_FILE_TYPE; nothing is stored", async () => {
    const before = await coreFingerprint(core);
    await expectAppError(
      browser.single.registration.uploadImage.mutate({
        photo: dataUrl(jpegOfSize(MAX_IMAGE_BYTES + 1)),
      }),
      "PAYLOAD_TOO_LARGE",
    );
    const text = Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>".repeat(2_000));
    await expectAppError(
      browser.single.registration.uploadImage.mutate({ photo: dataUrl(text, "image/png") }),
      "UNSUPPORTED_FILE_TYPE",
    );
    expect(await coreFingerprint(core)).toEqual(before);
  });

  it("gives the larger body limit to the upload alone: a big body to any other mutation is still PAYLOAD_TOO_LARGE", async () => {
    const big = "z".repeat(1024 * 1024);
    await expectAppError(
      browser.single.registration.updatePhone.mutate({ phone: big }),
      "PAYLOAD_TOO_LARGE",
    );
    const [upload, other] = await Promise.allSettled([
      browser.batch.registration.uploadImage.mutate({ photo: dataUrl(jpegOfSize(100 * 1024)) }),
      browser.batch.registration.updatePhone.mutate({ phone: "+7 916 123-45-67" }),
    ]);
    // Batched with another call, the upload travels under the shared path and its small limit.
    expect(upload.status === "rejected" && (upload.reason as { message?: string }).message).toBe(
      "PAYLOAD_TOO_LARGE",
    );
    expect(other.status).toBe("rejected");
  });
});
