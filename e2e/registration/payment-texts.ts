/**
 * What the payment result screens, the success page's receipt and the sandbox acquirer's pages
 * say about abandoned, retried and QR payments, in each language (the catalogs' and core's words).
 */
export const PAYMENT_TEXTS = {
  ru: {
    installments: "Оплата частями",
    sandboxBack: "Вернуться на сайт",
    sandboxInstallments: "Оплата частями",
    cancelled: "Оплата отменена",
    notFinished: "Оплата не завершена",
    chooseAnother: "Выбрать другой способ",
    scanQr: "Отсканируйте код в приложении банка",
    checking: "Проверяем оплату",
    orderNumber: "Номер заказа",
    addToCalendar: "Добавить в календарь",
    today: "Сегодня",
  },
  en: {
    installments: "Installments",
    sandboxBack: "Back to the site",
    sandboxInstallments: "Pay in installments",
    cancelled: "The payment was cancelled",
    notFinished: "The payment is not finished",
    chooseAnother: "Choose another method",
    scanQr: "Scan the code with your bank's app",
    checking: "Checking the payment",
    orderNumber: "Order number",
    addToCalendar: "Add to calendar",
    today: "Today",
  },
} as const;
