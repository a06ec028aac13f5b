import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { PaymentMethod } from "@reg/domain";

/** The methods of SPEC §9 as the chooser names them. */
export const paymentMethodNames: Record<PaymentMethod, MessageDescriptor> = {
  card: msg`Bank card`,
  qr: msg`QR code`,
  sbp: msg`Fast payment system (SBP)`,
  bankTransfer: msg`Bank transfer`,
  paypal: msg`PayPal`,
  assistBelarus: msg`Assist Belarus`,
  uzcardHumo: msg`Uzcard or Humo card`,
  installments: msg`Installments`,
  expressPay: msg`Express Pay`,
};

/** One line under each name, saying what happens next. */
export const paymentMethodHints: Record<PaymentMethod, MessageDescriptor> = {
  card: msg`Mir, Visa, Mastercard, Maestro, UnionPay`,
  qr: msg`Scan the code with your bank's app`,
  sbp: msg`Pay from your bank's app by phone number`,
  bankTransfer: msg`You will see the details to transfer from your bank`,
  paypal: msg`You will be taken to PayPal`,
  assistBelarus: msg`For cards issued in Belarus`,
  uzcardHumo: msg`For cards issued in Uzbekistan`,
  installments: msg`A quarter now, the rest in three payments`,
  expressPay: msg`You will be taken to Express Pay`,
};
