import { router } from "../../trpc";
import { get } from "./get";
import { getQrStatus } from "./get-qr-status";
import { pay } from "./pay";
import { repeat } from "./repeat";

/** Paying an order: SPEC §7's /Register/ApiPay, ApiSavePay, ApiRepeatPay and /Payment/CheckQrCodeStatus (docs/legacy-contract.md, "tRPC ↔ legacy"). */
export const paymentRouter = router({ get, pay, getQrStatus, repeat });
