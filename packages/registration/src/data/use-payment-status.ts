import { useTRPC, type ApiOptions } from "@reg/api";
import type { Locale, PaymentResultState } from "@reg/domain";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useLocale } from "../use-locale";
import { payInfoResult } from "./payment-mapping";

/**
 * The payment's state now, read afresh on each check (never from the cache): POST
 * /Payment/CheckQrCodeStatus for a QR code, else ApiPay's result, which also refreshes the cached
 * ApiPay the result page and the payment step read.
 */
export async function readPaymentStatus(
  queryClient: QueryClient,
  api: ApiOptions,
  language: Locale,
  registrationId: string,
  qrId: string | null,
): Promise<PaymentResultState> {
  // Polled: a failed check is the poll's to repeat, not the query's.
  const fresh = { staleTime: 0, retry: false } as const;
  if (qrId !== null)
    return (await queryClient.fetchQuery(api.payment.getQrStatus.queryOptions({ qrId }, fresh)))
      .result;
  const info = await queryClient.fetchQuery(
    api.payment.getPayment.queryOptions({ registrationId, language }, fresh),
  );
  return payInfoResult(info);
}

export function usePaymentStatus() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const language = useLocale();
  return useCallback(
    (registrationId: string, qrId: string | null) =>
      readPaymentStatus(queryClient, trpc, language, registrationId, qrId),
    [trpc, queryClient, language],
  );
}
