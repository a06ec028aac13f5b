export interface OptionSeed {
  code: string;
  kind: "insurance" | "service" | "product";
  nameRu: string;
  nameEn: string;
  descriptionRu: string;
  descriptionEn: string;
  priceRub: number;
  /** Omitted = unlimited. */
  stock?: number;
  taken?: number;
  /** A picture served by core under /images/options/. */
  image?: string;
  /** Insurance only; the insured sport is the event's. */
  insurance?: { type: "accident" | "cancellation" | "bike" | "ski"; sumInsuredRub: number };
}

const accident = (priceRub: number, sumInsuredRub: number): OptionSeed => ({
  code: "insurance-accident",
  kind: "insurance",
  nameRu: "Страховка от несчастного случая",
  nameEn: "Accident insurance",
  descriptionRu: "Действует в день старта: травмы на дистанции и по пути к ней.",
  descriptionEn: "Valid on race day: injuries on the course and on the way to it.",
  priceRub,
  insurance: { type: "accident", sumInsuredRub },
});

/** Named groups of options an event sells (events-*.ts list them by name). */
export const OPTION_SETS: Record<string, OptionSeed[]> = {
  "run-basics": [
    accident(390, 500_000),
    {
      code: "bag-storage",
      kind: "service",
      nameRu: "Хранение вещей",
      nameEn: "Bag storage",
      descriptionRu: "Сдайте сумку до старта и заберите после финиша.",
      descriptionEn: "Drop your bag before the start and collect it after the finish.",
      priceRub: 200,
    },
  ],
  tshirt: [
    {
      code: "tshirt",
      kind: "product",
      nameRu: "Футболка участника",
      nameEn: "Participant T-shirt",
      descriptionRu: "Технологичная футболка с символикой старта.",
      descriptionEn: "A technical T-shirt with the race artwork.",
      priceRub: 1500,
      stock: 300,
      taken: 42,
      image: "tshirt",
    },
    {
      code: "buff",
      kind: "product",
      nameRu: "Бафф",
      nameEn: "Buff",
      descriptionRu: "Многофункциональный шарф-труба.",
      descriptionEn: "A multifunctional neck tube.",
      priceRub: 700,
      stock: 20,
      taken: 20,
      image: "buff",
    },
  ],
  photo: [
    {
      code: "photo-pack",
      kind: "service",
      nameRu: "Фотопакет",
      nameEn: "Photo pack",
      descriptionRu: "Все ваши фото с трассы в высоком разрешении.",
      descriptionEn: "All your course photos in high resolution.",
      priceRub: 900,
      image: "camera",
    },
  ],
  "medal-delivery": [
    {
      code: "medal-delivery",
      kind: "product",
      nameRu: "Медаль финишера с доставкой",
      nameEn: "Finisher medal, delivered",
      descriptionRu: "Медаль придёт почтой после подтверждения результата.",
      descriptionEn: "The medal is posted once your result is confirmed.",
      priceRub: 1200,
      stock: 1000,
      taken: 315,
      image: "medal",
    },
  ],
  "trail-basics": [
    accident(690, 1_000_000),
    {
      code: "insurance-cancellation",
      kind: "insurance",
      nameRu: "Страховка от отмены участия",
      nameEn: "Cancellation insurance",
      descriptionRu: "Вернёт стоимость слота, если вы заболеете перед стартом.",
      descriptionEn: "Refunds the slot if you fall ill before the start.",
      priceRub: 450,
      insurance: { type: "cancellation", sumInsuredRub: 11_000 },
    },
    {
      code: "gps-tracker",
      kind: "service",
      nameRu: "Аренда GPS-трекера",
      nameEn: "GPS tracker rental",
      descriptionRu: "Родные увидят вас на карте в реальном времени.",
      descriptionEn: "Your family can follow you on the map live.",
      priceRub: 800,
      stock: 50,
      taken: 47,
      image: "gps",
    },
  ],
  transfer: [
    {
      code: "airport-transfer",
      kind: "service",
      nameRu: "Трансфер из аэропорта",
      nameEn: "Airport transfer",
      descriptionRu: "Автобус из аэропорта к старту и обратно.",
      descriptionEn: "A coach from the airport to the start and back.",
      priceRub: 1500,
      stock: 100,
      taken: 36,
    },
  ],
  "bike-insurance": [
    accident(490, 500_000),
    {
      code: "insurance-bike",
      kind: "insurance",
      nameRu: "Страхование велосипеда",
      nameEn: "Bike insurance",
      descriptionRu: "Повреждение или кража велосипеда в день старта.",
      descriptionEn: "Damage to or theft of your bike on race day.",
      priceRub: 1200,
      insurance: { type: "bike", sumInsuredRub: 300_000 },
    },
  ],
  "tri-basics": [
    accident(590, 1_000_000),
    {
      code: "wetsuit-rental",
      kind: "service",
      nameRu: "Аренда гидрокостюма",
      nameEn: "Wetsuit rental",
      descriptionRu: "Гидрокостюм вашего размера ждёт в транзитной зоне.",
      descriptionEn: "A wetsuit in your size waits in the transition area.",
      priceRub: 2500,
      stock: 40,
      taken: 38,
      image: "wetsuit",
    },
  ],
  "ski-insurance": [
    accident(390, 500_000),
    {
      code: "insurance-ski",
      kind: "insurance",
      nameRu: "Страхование лыжного инвентаря",
      nameEn: "Ski equipment insurance",
      descriptionRu: "Поломка лыж и палок на трассе.",
      descriptionEn: "Broken skis or poles on the course.",
      priceRub: 600,
      insurance: { type: "ski", sumInsuredRub: 200_000 },
    },
  ],
  "swim-basics": [
    accident(390, 500_000),
    {
      code: "swim-cap",
      kind: "product",
      nameRu: "Шапочка для плавания",
      nameEn: "Swim cap",
      descriptionRu: "Силиконовая шапочка с логотипом заплыва.",
      descriptionEn: "A silicone cap with the swim's logo.",
      priceRub: 400,
      stock: 500,
      taken: 100,
      image: "cap",
    },
  ],
};

/** Every picture an option can point at; core draws them (modules/images). */
export const OPTION_IMAGES = [
  "tshirt",
  "buff",
  "camera",
  "medal",
  "gps",
  "wetsuit",
  "cap",
] as const;

export interface PromoSeed {
  code: string;
  percent?: number;
  fixedRub?: number;
  maxUses?: number;
  used?: number;
  /** Validity in Moscow days from the seed's day; omitted = open-ended. */
  fromDay?: number;
  untilDay?: number;
}

export const PROMO_SETS: Record<string, PromoSeed[]> = {
  welcome: [
    { code: "WELCOME10", percent: 10, maxUses: 1000, used: 153, fromDay: -30, untilDay: 60 },
  ],
  friend: [
    { code: "FRIEND500", fixedRub: 500, maxUses: 200, used: 12, fromDay: -10, untilDay: 90 },
  ],
  expired: [{ code: "AUTUMN2025", percent: 15, fromDay: -120, untilDay: -30 }],
  "used-up": [{ code: "FIRST50", percent: 50, maxUses: 50, used: 50, fromDay: -60, untilDay: 30 }],
  pionercup: [{ code: "PIONER20", percent: 20, maxUses: 500, used: 20 }],
  fontanka: [{ code: "FONTANKA300", fixedRub: 300, fromDay: -5, untilDay: 40 }],
};
