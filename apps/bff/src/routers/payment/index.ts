import { router } from "../../trpc";
import { getPayment } from "./get-payment";
import { getQrStatus } from "./get-qr-status";
import { pay } from "./pay";
import { repeatPayment } from "./repeat-payment";

/** Paying an order: SPEC §7's /Register/ApiPay, ApiSavePay, ApiRepeatPay and /Payment/CheckQrCodeStatus, each under the contract table's verb (docs/legacy-contract.md, "tRPC ↔ legacy"). */
export const paymentRouter = router({ getPayment, pay, getQrStatus, repeatPayment });
