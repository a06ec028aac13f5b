import type { Locale } from "@reg/domain";
import type { MethodField, SandboxMethodKind } from "./method-forms";

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
  fieldErrors: Record<MethodField, string>;
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
  /** The pages of the other methods (decision 0049). */
  methods: MethodTexts;
}

export interface MethodTexts {
  titles: Record<SandboxMethodKind, string>;
  noticeNoCard: string;
  chargedInRubles: (currency: string) => string;
  belarusianRubles: string;
  uzbekSum: string;
  testBuyers: string;
  anyPassword: string;
  anyOtherBuyer: string;
  email: string;
  password: string;
  logInAndPay: (amount: string) => string;
  smsCode: string;
  smsHint: string;
  uzCardNumberError: string;
  erip: { steps: string[]; account: string; paid: string; sandbox: string };
  transfer: {
    intro: (deadline: string) => string;
    recipient: string;
    recipientName: string;
    inn: string;
    kpp: string;
    account: string;
    bank: string;
    bankName: string;
    bik: string;
    correspondent: string;
    purpose: string;
    purposeText: (order: string, reference: string) => string;
    sent: string;
    sandbox: string;
  };
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
    smsCode: "Неверный код из SMS",
    email: "Введите адрес электронной почты",
    password: "Введите пароль",
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
  methods: {
    titles: {
      bankTransfer: "Банковский перевод",
      paypal: "PayPal — тестовый вход",
      assistBelarus: "Assist Belarus — тестовая оплата",
      uzcardHumo: "Uzcard и Humo — тестовая оплата",
      expressPay: "Express Pay — оплата через ЕРИП",
    },
    noticeNoCard: "Это песочница: деньги не списываются.",
    chargedInRubles: (currency) =>
      `Сумма списывается в российских рублях, ваш банк пересчитает её в ${currency}.`,
    belarusianRubles: "белорусские рубли",
    uzbekSum: "сумы",
    testBuyers: "Тестовые покупатели",
    anyPassword: "Пароль — любой.",
    anyOtherBuyer: "Любому другому покупателю оплата отклоняется.",
    email: "Электронная почта",
    password: "Пароль",
    logInAndPay: (amount) => `Войти и оплатить ${amount}`,
    smsCode: "Код из SMS",
    smsHint: "В песочнице код всегда 123456.",
    uzCardNumberError: "Нужна карта Uzcard (8600, 5614) или Humo (9860)",
    erip: {
      steps: [
        "Откройте приложение своего банка, интернет-банк или банкомат.",
        "Выберите ЕРИП → Сервис E-POS → Оплата товаров и услуг.",
        "Введите номер счёта и подтвердите сумму.",
      ],
      account: "Номер счёта",
      paid: "Оплата в ЕРИП выполнена",
      sandbox: "В песочнице ЕРИП подтверждает оплату сразу.",
    },
    transfer: {
      intro: (deadline) =>
        `Переведите точную сумму по этим реквизитам из своего банка до ${deadline} (МСК) и укажите назначение платежа.`,
      recipient: "Получатель",
      recipientName: "ООО «Песочница платежей»",
      inn: "ИНН",
      kpp: "КПП",
      account: "Расчётный счёт",
      bank: "Банк",
      bankName: "АО «Тестовый банк», Москва",
      bik: "БИК",
      correspondent: "Корр. счёт",
      purpose: "Назначение платежа",
      purposeText: (order, reference) => `Оплата заказа ${order}, код ${reference}. Без НДС`,
      sent: "Перевод отправлен",
      sandbox: "В песочнице банк зачисляет перевод сразу.",
    },
  },
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
    smsCode: "Wrong code from the SMS",
    email: "Enter an email address",
    password: "Enter the password",
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
  methods: {
    titles: {
      bankTransfer: "Bank transfer",
      paypal: "PayPal sandbox",
      assistBelarus: "Assist Belarus sandbox",
      uzcardHumo: "Uzcard and Humo sandbox",
      expressPay: "Express Pay: pay through ERIP",
    },
    noticeNoCard: "This is a sandbox: no money is taken.",
    chargedInRubles: (currency) =>
      `The amount is charged in Russian rubles; your bank converts it to ${currency}.`,
    belarusianRubles: "Belarusian rubles",
    uzbekSum: "Uzbek sum",
    testBuyers: "Test buyers",
    anyPassword: "Any password will do.",
    anyOtherBuyer: "Any other buyer is declined.",
    email: "Email",
    password: "Password",
    logInAndPay: (amount) => `Log in and pay ${amount}`,
    smsCode: "Code from the SMS",
    smsHint: "In the sandbox the code is always 123456.",
    uzCardNumberError: "Enter an Uzcard (8600, 5614) or Humo (9860) card number",
    erip: {
      steps: [
        "Open your bank's app, internet banking or an ATM.",
        "Choose ERIP → E-POS service → Goods and services.",
        "Enter the account number and confirm the amount.",
      ],
      account: "Account number",
      paid: "I have paid in ERIP",
      sandbox: "In the sandbox, ERIP confirms the payment at once.",
    },
    transfer: {
      intro: (deadline) =>
        `Transfer the exact amount to these details from your bank by ${deadline} (Moscow time), with this payment reference.`,
      recipient: "Recipient",
      recipientName: "Sandbox Payments LLC",
      inn: "Taxpayer number (INN)",
      kpp: "Tax registration code (KPP)",
      account: "Account",
      bank: "Bank",
      bankName: "Test Bank JSC, Moscow",
      bik: "Bank code (BIC)",
      correspondent: "Correspondent account",
      purpose: "Payment reference",
      purposeText: (order, reference) => `Payment for ${order}, code ${reference}. VAT exempt`,
      sent: "I have sent the transfer",
      sandbox: "In the sandbox the bank credits the transfer at once.",
    },
  },
};

export function sandboxTexts(language: Locale): SandboxTexts {
  return language === "en" ? EN : RU;
}
