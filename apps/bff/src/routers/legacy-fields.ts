import { AppError } from "../errors/app-error";

/**
 * Core names a wrong field by the legacy call's own name (`PaymentType`, `Count`); the browser sent
 * the tRPC input's camelCase one, so that is the name its form and tests look for.
 */
export async function renamingFields<T>(
  answer: Promise<T>,
  names: Readonly<Record<string, string>>,
): Promise<T> {
  try {
    return await answer;
  } catch (error) {
    if (!(error instanceof AppError) || error.fields === undefined) throw error;
    const fields = Object.fromEntries(
      Object.entries(error.fields).map(([name, message]) => [names[name] ?? name, message]),
    );
    throw new AppError(error.appCode, { fields, cause: error });
  }
}
