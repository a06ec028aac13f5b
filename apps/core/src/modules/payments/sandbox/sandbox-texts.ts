import type { Locale } from "@reg/domain";
import type { CardField } from "./test-cards";

/** Everything the sandbox's own pages say, in the language the person paid in. */
export interface SandboxTexts {
  title: string;
  notice: string;
  amount: string;
  order: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  holder: string;
  pay: (amount: string) => string;
  back: string;
  testCards: string;
  cardBehaviour: { success: string; decline: string; timeout: string };
  anyOtherCard: string;
  fieldErrors: Record<CardField, string>;
  installmentsTitle: string;
  installmentToday: string;
  installmentOn: (date: string) => string;
  alreadyDone: string;
  expired: string;
  notFound: string;
  qrTitle: string;
  qrPay: string;
  qrDecline: string;
  qrPaid: string;
  qrDeclined: string;
}

const RU: SandboxTexts = {
  title: "Тестовый эквайринг",
  notice: "Это песочница: деньги не списываются. Используйте тестовую карту.",
  amount: "К оплате",
  order: "Заказ",
  cardNumber: "Номер карты",
  expiry: "Срок действия (ММ/ГГ)",
  cvc: "CVC",
  holder: "Имя владельца",
  pay: (amount) => `Оплатить ${amount}`,
  back: "Вернуться на сайт",
  testCards: "Тестовые карты",
  cardBehaviour: {
    success: "оплата проходит",
    decline: "банк отклоняет оплату",
    timeout: "банк не отвечает (оплата остаётся в ожидании)",
  },
  anyOtherCard: "Любая другая карта отклоняется.",
  fieldErrors: {
    cardNumber: "Проверьте номер карты",
    expiry: "Укажите срок действия в виде ММ/ГГ, карта не должна быть просрочена",
    cvc: "CVC — 3 или 4 цифры",
    holder: "Имя слишком длинное",
  },
  installmentsTitle: "Оплата частями",
  installmentToday: "Сегодня",
  installmentOn: (date) => date,
  alreadyDone: "Этот платёж уже завершён.",
  expired: "Время на оплату истекло.",
  notFound: "Платёж не найден.",
  qrTitle: "Оплата по QR-коду",
  qrPay: "Оплатить",
  qrDecline: "Отклонить",
  qrPaid: "Оплачено. Страница регистрации обновится сама.",
  qrDeclined: "Оплата отклонена.",
};

const EN: SandboxTexts = {
  title: "Sandbox acquirer",
  notice: "This is a sandbox: no money is taken. Use a test card.",
  amount: "Amount",
  order: "Order",
  cardNumber: "Card number",
  expiry: "Expiry (MM/YY)",
  cvc: "CVC",
  holder: "Cardholder name",
  pay: (amount) => `Pay ${amount}`,
  back: "Back to the site",
  testCards: "Test cards",
  cardBehaviour: {
    success: "the payment goes through",
    decline: "the bank declines",
    timeout: "the bank never answers (the payment stays pending)",
  },
  anyOtherCard: "Any other card is declined.",
  fieldErrors: {
    cardNumber: "Check the card number",
    expiry: "Enter the expiry as MM/YY; the card must not have expired",
    cvc: "The CVC is 3 or 4 digits",
    holder: "The name is too long",
  },
  installmentsTitle: "Pay in installments",
  installmentToday: "Today",
  installmentOn: (date) => date,
  alreadyDone: "This payment is already complete.",
  expired: "The time to pay has run out.",
  notFound: "Payment not found.",
  qrTitle: "Pay by QR code",
  qrPay: "Pay",
  qrDecline: "Decline",
  qrPaid: "Paid. The registration page updates by itself.",
  qrDeclined: "The payment was declined.",
};

export function sandboxTexts(language: Locale): SandboxTexts {
  return language === "en" ? EN : RU;
}
