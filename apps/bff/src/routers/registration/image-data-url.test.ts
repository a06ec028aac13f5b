import { describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "@reg/domain";
import { AppError } from "../../errors/app-error";
import { imageFromDataUrl } from "./image-data-url";

function refusal(dataUrl: string): { appCode: string; fields: Record<string, string> | undefined } {
  try {
    imageFromDataUrl(dataUrl, "photo");
  } catch (error) {
    if (error instanceof AppError) return { appCode: error.appCode, fields: error.fields };
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("imageFromDataUrl", () => {
  it("decodes the bytes and keeps an image type core takes", () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    expect(imageFromDataUrl(`data:image/png;base64,${bytes.toString("base64")}`, "photo")).toEqual({
      data: bytes,
      contentType: "image/png",
    });
    expect(
      imageFromDataUrl(`data:IMAGE/JPEG;name=me.jpg;base64,${bytes.toString("base64")}`, "photo")
        .contentType,
    ).toBe("image/jpeg");
  });

  it("sends any other declared type as octet-stream: core judges by the bytes", () => {
    expect(imageFromDataUrl("data:text/html;base64,PGgxPg==", "photo").contentType).toBe(
      "application/octet-stream",
    );
    expect(imageFromDataUrl("data:;base64,PGgxPg==", "photo").contentType).toBe(
      "application/octet-stream",
    );
  });

  it("names an empty photo file.notSelected and anything that is no base64 data URL field.invalid", () => {
    expect(refusal("")).toEqual({
      appCode: "VALIDATION_FAILED",
      fields: { photo: "file.notSelected" },
    });
    expect(refusal("data:image/png;base64,")).toEqual({
      appCode: "VALIDATION_FAILED",
      fields: { photo: "file.notSelected" },
    });
    for (const text of [
      "hello",
      "data:image/png,rawtext",
      "data:image/png;base64,abc",
      "data:image/png;base64,ab$=",
      "https://example.com/a.png",
    ]) {
      expect(refusal(text)).toEqual({
        appCode: "VALIDATION_FAILED",
        fields: { photo: "field.invalid" },
      });
    }
  });

  it("refuses more than MAX_IMAGE_BYTES as PAYLOAD_TOO_LARGE, and takes exactly that many", () => {
    const largest = Buffer.alloc(MAX_IMAGE_BYTES, 1).toString("base64");
    expect(imageFromDataUrl(`data:image/jpeg;base64,${largest}`, "photo").data.length).toBe(
      MAX_IMAGE_BYTES,
    );
    const tooLarge = Buffer.alloc(MAX_IMAGE_BYTES + 1, 1).toString("base64");
    expect(refusal(`data:image/jpeg;base64,${tooLarge}`).appCode).toBe("PAYLOAD_TOO_LARGE");
  });
});
