import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { MAX_IMAGE_BYTES, uploadedImageSchema } from "@reg/domain";
import { registrations, uploadedImages } from "../src/db/schema";
import { DRIVERS, startCore, type RunningCore } from "./support/core";
import { createRaceFixture } from "./support/fixtures";
import { http } from "./support/http";
import { signedInPeople } from "./support/people";
import { PNG } from "./support/pictures";
import { cartOf, errorOf, post, register, validParticipant } from "./support/registration";

const WEBP = Buffer.concat([
  Buffer.from("RIFF"),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from("WEBPVP8L"),
  Buffer.alloc(14),
]);

describe.each(DRIVERS)("image upload on %s", (driver) => {
  let core: RunningCore;
  let owner: string;
  let stranger: string;
  beforeAll(async () => {
    core = await startCore(driver, { sweepIntervalMs: 0 });
    [owner, stranger] = (await signedInPeople(core.server.db, 2)) as [string, string];
  });
  afterAll(() => core.close());

  const upload = (
    body: Buffer,
    cookie: string,
    query = "",
    contentType = "application/octet-stream",
  ) =>
    http(core.url, `/Image/UploadImageAndSave${query}`, {
      method: "POST",
      headers: { "content-type": contentType, cookie },
      body,
    });

  it("keeps a PNG or WebP, typed by its bytes, for its uploader's eyes only", async () => {
    const response = await upload(PNG, owner, "", "image/jpeg");
    expect(response.status).toBe(200);
    const image = uploadedImageSchema.parse(response.json);
    expect(image).toMatchObject({
      contentType: "image/png",
      sizeBytes: PNG.length,
      url: `/Image/${image.imageId}`,
    });
    const back = await http(core.url, image.url, { headers: { cookie: owner } });
    expect(back.status).toBe(200);
    expect(back.headers["content-type"]).toBe("image/png");
    expect(back.headers["x-content-type-options"]).toBe("nosniff");
    expect((await http(core.url, image.url, { headers: { cookie: stranger } })).status).toBe(404);
    expect((await http(core.url, image.url)).status).toBe(401);
    expect(uploadedImageSchema.parse((await upload(WEBP, owner)).json).contentType).toBe(
      "image/webp",
    );
  });

  it("attaches the picture to the draft, so no certificate original is needed at pickup", async () => {
    const race = await createRaceFixture(core.server.db);
    const { registrationId } = await register(core.url, owner, race);
    expect((await cartOf(core.url, owner, registrationId)).originalsNeededAtPickup).toContain(
      "medicalCertificate",
    );
    const image = uploadedImageSchema.parse(
      (await upload(PNG, owner, `?registrationId=${registrationId}`)).json,
    );
    const [row] = await core.server.db
      .select({ imageId: registrations.imageId })
      .from(registrations)
      .where(eq(registrations.id, registrationId));
    expect(row?.imageId).toBe(image.imageId);
    expect((await cartOf(core.url, owner, registrationId)).originalsNeededAtPickup).not.toContain(
      "medicalCertificate",
    );
    // Someone else's draft is no place for it.
    expect((await upload(PNG, stranger, `?registrationId=${registrationId}`)).status).toBe(404);
  });

  it("attaches an earlier upload when the form is saved with its id", async () => {
    const race = await createRaceFixture(core.server.db);
    const image = uploadedImageSchema.parse((await upload(PNG, owner)).json);
    const saved = await register(core.url, owner, race, { imageId: image.imageId });
    const [row] = await core.server.db
      .select({ imageId: registrations.imageId })
      .from(registrations)
      .where(eq(registrations.id, saved.registrationId));
    expect(row?.imageId).toBe(image.imageId);
    const foreign = await post(
      core.url,
      "/Register/ApiSaveRegistration",
      { eventCode: race.eventCode, raceCode: "r10", ...validParticipant(), imageId: image.imageId },
      stranger,
    );
    expect(errorOf(foreign).fields?.imageId).toBe("field.invalid");
  });

  it("refuses other files and files over 5 MiB, storing nothing", async () => {
    const before = (await core.server.db.select({ n: count() }).from(uploadedImages))[0]?.n;
    const gif = await upload(Buffer.from("GIF89a\x01\x00\x01\x00"), owner, "", "image/gif");
    expect(gif.status).toBe(415);
    expect(errorOf(gif)).toEqual({ code: "UNSUPPORTED_FILE_TYPE" });
    const big = await upload(Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES)]), owner);
    expect(big.status).toBe(413);
    expect(errorOf(big)).toEqual({ code: "PAYLOAD_TOO_LARGE" });
    expect((await core.server.db.select({ n: count() }).from(uploadedImages))[0]?.n).toBe(before);
  });
});
