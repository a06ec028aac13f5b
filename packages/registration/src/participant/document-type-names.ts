import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { IdentityDocumentCode } from "@reg/domain";

/** The names of SPEC §3's identity document types, by code. */
export const documentTypeNames: Record<IdentityDocumentCode, MessageDescriptor> = {
  "21": msg`Russian passport`,
  "03": msg`Birth certificate`,
  "07": msg`Military ID`,
  "08": msg`Temporary military ID replacement`,
  "10": msg`Foreign passport`,
  "11": msg`Refugee petition certificate`,
  "12": msg`Residence permit`,
  "13": msg`Refugee ID`,
  "14": msg`Temporary ID of a Russian citizen`,
  "15": msg`Temporary residence permit`,
  "19": msg`Temporary asylum certificate`,
  "23": msg`Foreign birth certificate`,
  "24": msg`Serviceman ID`,
  "27": msg`Reserve officer military ID`,
  "91": msg`Other document`,
};

/** SPEC §3's placeholder of a free-form number; ru reads exactly 'Серия и номер'. */
export const freeFormDocumentPlaceholder = msg`Series and number`;
