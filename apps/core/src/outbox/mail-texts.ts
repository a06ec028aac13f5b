import type { Locale, PaymentMethod } from "@reg/domain";

/** The words of the mails core sends, in the language the person paid in. */
export interface MailTexts {
  confirmationSubject: (event: string) => string;
  greeting: (name: string) => string;
  confirmationLead: (event: string, race: string) => string;
  start: string;
  place: string;
  registrationNumber: string;
  order: string;
  discount: string;
  commission: string;
  total: string;
  paidNow: string;
  method: string;
  methods: Record<PaymentMethod, string>;
  installments: string;
  installmentToday: string;
  pickupTitle: string;
  pickupText: string;
  pickupCode: string;
  support: (email: string) => string;
  refundSubject: (event: string) => string;
  refundLead: (event: string, race: string) => string;
  refundReasons: {
    slotsSoldOut: string;
    alreadyPaid: string;
    alreadyRegistered: string;
    notPayable: string;
  };
  refundAmount: string;
  refundWhen: string;
  resetSubject: string;
  resetLead: string;
  resetAction: string;
  resetExpiry: (minutes: number) => string;
  resetIgnore: string;
}

const RU: MailTexts = {
  confirmationSubject: (event) => `Вы зарегистрированы: ${event}`,
  greeting: (name) => `Здравствуйте, ${name}!`,
  confirmationLead: (event, race) =>
    `Оплата получена. Вы зарегистрированы на «${event}», дистанция «${race}».`,
  start: "Старт",
  place: "Место",
  registrationNumber: "Номер регистрации",
  order: "Заказ",
  discount: "Скидка",
  commission: "Сервисный сбор",
  total: "Итого",
  paidNow: "Оплачено",
  method: "Способ оплаты",
  methods: {
    card: "банковская карта",
    qr: "QR-код",
    sbp: "Система быстрых платежей",
    bankTransfer: "банковский перевод",
    paypal: "PayPal",
    assistBelarus: "Assist Belarus",
    uzcardHumo: "Uzcard / Humo",
    installments: "оплата частями",
    expressPay: "Express Pay",
  },
  installments: "График платежей",
  installmentToday: "сегодня",
  pickupTitle: "Получение стартового пакета",
  pickupText:
    "Покажите этот QR-код при получении стартового пакета. Возьмите с собой документ, удостоверяющий личность.",
  pickupCode: "Код получения",
  support: (email) => `Вопросы? Пишите нам: ${email}`,
  refundSubject: (event) => `Возврат оплаты: ${event}`,
  refundLead: (event, race) =>
    `Мы получили вашу оплату регистрации на «${event}», дистанция «${race}», но не смогли сохранить регистрацию.`,
  refundReasons: {
    slotsSoldOut: "Время на оплату истекло, а свободных мест больше нет.",
    alreadyPaid: "Эта регистрация уже была оплачена другим платежом.",
    alreadyRegistered: "У вас уже есть другая регистрация на эту дистанцию.",
    notPayable: "Эту регистрацию нельзя оплатить.",
  },
  refundAmount: "Сумма к возврату",
  refundWhen: "Деньги вернутся тем же способом, которым вы платили, в течение 10 рабочих дней.",
  resetSubject: "Восстановление пароля",
  resetLead:
    "Мы получили запрос на смену пароля вашей учётной записи. Чтобы задать новый пароль, откройте ссылку:",
  resetAction: "Задать новый пароль",
  resetExpiry: (minutes) => `Ссылка действует ${minutes} минут и только один раз.`,
  resetIgnore:
    "Если вы не запрашивали смену пароля, просто проигнорируйте это письмо: пароль останется прежним.",
};

const EN: MailTexts = {
  confirmationSubject: (event) => `You are registered: ${event}`,
  greeting: (name) => `Hello, ${name}!`,
  confirmationLead: (event, race) => `Payment received. You are registered for ${event}, ${race}.`,
  start: "Start",
  place: "Place",
  registrationNumber: "Registration number",
  order: "Order",
  discount: "Discount",
  commission: "Service fee",
  total: "Total",
  paidNow: "Paid",
  method: "Payment method",
  methods: {
    card: "bank card",
    qr: "QR code",
    sbp: "Fast Payment System",
    bankTransfer: "bank transfer",
    paypal: "PayPal",
    assistBelarus: "Assist Belarus",
    uzcardHumo: "Uzcard / Humo",
    installments: "installments",
    expressPay: "Express Pay",
  },
  installments: "Payment schedule",
  installmentToday: "today",
  pickupTitle: "Start-pack pickup",
  pickupText: "Show this QR code when you pick up your start pack. Bring an identity document.",
  pickupCode: "Pickup code",
  support: (email) => `Questions? Write to us: ${email}`,
  refundSubject: (event) => `Your payment is being refunded: ${event}`,
  refundLead: (event, race) =>
    `We received your payment for ${event}, ${race}, but could not keep the registration.`,
  refundReasons: {
    slotsSoldOut: "The time to pay had run out and no places were left.",
    alreadyPaid: "This registration had already been paid by another payment.",
    alreadyRegistered: "You already hold another registration for this race.",
    notPayable: "This registration cannot be paid.",
  },
  refundAmount: "Amount refunded",
  refundWhen: "The money goes back the way you paid within 10 working days.",
  resetSubject: "Reset your password",
  resetLead:
    "We received a request to change the password of your account. To set a new password, open this link:",
  resetAction: "Set a new password",
  resetExpiry: (minutes) => `The link works for ${minutes} minutes, and only once.`,
  resetIgnore:
    "If you did not ask to change your password, just ignore this e-mail: your password stays the same.",
};

export function mailTexts(language: Locale): MailTexts {
  return language === "en" ? EN : RU;
}
