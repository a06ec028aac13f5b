import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { validationMessages } from "@reg/i18n";
import { useField } from "formik";
import { useEffect, useId, useState, type ReactNode } from "react";
import type { UploadedImage } from "@reg/domain";
import {
  PHOTO_ACCEPT,
  PHOTO_MAX_MEGABYTES as MEGABYTES,
  photoProblem,
  type PhotoProblem,
} from "../participant/photo-rules";

const PROBLEM_TEXT: Record<PhotoProblem | "uploadFailed", MessageDescriptor> = {
  notSelected: validationMessages["file.notSelected"],
  type: msg`Choose a JPEG, PNG or WebP picture`,
  size: msg`The picture must be at most ${MEGABYTES} MB`,
  uploadFailed: msg`The picture could not be uploaded. Try again.`,
};

interface PhotoFieldProps {
  /** The Formik fields that keep the uploaded picture's id and address. */
  idName: string;
  urlName: string;
  label: ReactNode;
  /** Sends the checked file (POST /Image/UploadImageAndSave) and resolves to its address. */
  upload: (file: File) => Promise<UploadedImage>;
}

/**
 * The participant photo: type and size checked before uploading, a preview of what was chosen,
 * and every problem said next to the picker.
 */
export function PhotoField(props: PhotoFieldProps) {
  const { i18n } = useLingui();
  const [, , idHelpers] = useField<string>(props.idName);
  const [urlField, , urlHelpers] = useField<string>(props.urlName);
  const [problem, setProblem] = useState<keyof typeof PROBLEM_TEXT | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const id = useId();
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  // An object URL holds the file in memory until revoked.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = async (file: File | undefined) => {
    const found = photoProblem(file);
    setProblem(found);
    if (found || !file) return;
    setPreview(URL.createObjectURL(file));
    setUploading(true);
    try {
      const uploaded = await props.upload(file);
      await idHelpers.setValue(uploaded.imageId);
      await urlHelpers.setValue(uploaded.url);
    } catch {
      setProblem("uploadFailed");
      setPreview(null);
    } finally {
      setUploading(false);
    }
  };

  const shown = preview ?? (urlField.value || null);
  return (
    <div className="field">
      <span className="field__label" id={`${id}-label`}>
        {props.label}
      </span>
      <div className="photo-field">
        {shown ? (
          <img className="photo-field__preview" src={shown} alt="" width={96} height={96} />
        ) : (
          <span className="photo-field__preview photo-field__preview--empty" aria-hidden="true" />
        )}
        <input
          id={inputId}
          className="visually-hidden photo-field__input"
          type="file"
          accept={PHOTO_ACCEPT}
          aria-labelledby={`${id}-label`}
          aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
          aria-invalid={problem ? true : undefined}
          aria-busy={uploading}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <label className="btn btn--secondary photo-field__pick" htmlFor={inputId}>
          {shown ? <Trans>Choose another picture</Trans> : <Trans>Choose a picture</Trans>}
        </label>
      </div>
      <p className="field__hint" id={hintId}>
        {uploading ? (
          <Trans>Uploading…</Trans>
        ) : (
          <Trans>JPEG, PNG or WebP, up to {MEGABYTES} MB</Trans>
        )}
      </p>
      {problem && (
        <p className="field__error" id={errorId} role="alert">
          {i18n._(PROBLEM_TEXT[problem])}
        </p>
      )}
    </div>
  );
}
