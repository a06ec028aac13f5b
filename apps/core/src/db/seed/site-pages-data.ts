import type { EmploymentType, PageBlock, SitePageSlug } from "@reg/domain";

/** One content page in both languages (docs/decisions/0020). */
export interface SitePageSeed {
  slug: SitePageSlug;
  titleRu: string;
  titleEn: string;
  descriptionRu: string;
  descriptionEn: string;
  bodyRu: PageBlock[];
  bodyEn: PageBlock[];
}

/** The main portal's pages; custom tenants show these unless they have their own. */
export const SITE_PAGE_SEEDS: SitePageSeed[] = [
  {
    slug: "about",
    titleRu: "О проекте",
    titleEn: "About us",
    descriptionRu:
      "Reg Sport — сервис регистрации на забеги, велогонки, заплывы и триатлоны по всей России: календарь стартов, онлайн-оплата и стартовые протоколы.",
    descriptionEn:
      "Reg Sport is a registration service for runs, rides, swims and triathlons across Russia: the race calendar, online payment and start lists.",
    bodyRu: [
      {
        type: "paragraph",
        text: "Мы помогаем людям найти старт по душе, а организаторам — собрать участников без очередей и бумажных заявок. С 2014 года через платформу прошли регистрации на марафоны, трейлы, заплывы на открытой воде и лыжные гонки в десятках городов.",
      },
      {
        type: "facts",
        items: [
          { value: "1 200+", label: "стартов в календаре за сезон" },
          { value: "380 000", label: "регистраций в прошлом году" },
          { value: "74", label: "города России" },
        ],
      },
      { type: "heading", text: "Что мы делаем" },
      {
        type: "list",
        items: [
          "Календарь соревнований с поиском по городу, дате, дистанции и виду спорта.",
          "Регистрацию и оплату в несколько шагов: картой, по QR-коду или в рассрочку.",
          "Стартовые протоколы, результаты и рейтинг событий по отзывам участников.",
        ],
      },
      { type: "link", text: "Участникам", href: "/Home/About/participants" },
      { type: "link", text: "Организаторам", href: "/Home/About/organizers" },
    ],
    bodyEn: [
      {
        type: "paragraph",
        text: "We help people find a race they will love and help organizers fill their start lines without queues or paper forms. Since 2014 the platform has taken registrations for marathons, trail races, open-water swims and cross-country ski races in dozens of cities.",
      },
      {
        type: "facts",
        items: [
          { value: "1,200+", label: "races in a season's calendar" },
          { value: "380,000", label: "registrations last year" },
          { value: "74", label: "cities in Russia" },
        ],
      },
      { type: "heading", text: "What we do" },
      {
        type: "list",
        items: [
          "A race calendar you can search by city, date, distance and sport.",
          "Registration and payment in a few steps: by card, QR code or in instalments.",
          "Start lists, results and an events rating built from participants' reviews.",
        ],
      },
      { type: "link", text: "For participants", href: "/Home/About/participants" },
      { type: "link", text: "For organizers", href: "/Home/About/organizers" },
    ],
  },
  {
    slug: "about-organizers",
    titleRu: "Организаторам",
    titleEn: "For organizers",
    descriptionRu:
      "Регистрация участников, приём оплаты, слоты и промокоды, стартовые протоколы и выгрузки для организаторов спортивных событий.",
    descriptionEn:
      "Participant registration, payments, slots and promo codes, start lists and exports for sports event organizers.",
    bodyRu: [
      {
        type: "paragraph",
        text: "Разместите своё событие на Reg Sport: мы возьмём на себя регистрацию, оплату и связь с участниками, а вы займётесь трассой и праздником на финише.",
      },
      { type: "heading", text: "Что вы получаете" },
      {
        type: "list",
        items: [
          "Страницу события с дистанциями, ценами по периодам и счётчиком свободных мест.",
          "Приём оплаты с чеками 54-ФЗ и выплатами на счёт организатора.",
          "Промокоды, корпоративные и командные заявки, дополнительные товары — футболки, медали, трансфер.",
          "Стартовый протокол и выгрузку участников в Excel в любой момент.",
        ],
      },
      { type: "heading", text: "Как начать" },
      {
        type: "paragraph",
        text: "Напишите нам на partners@reg.local — менеджер по работе с организаторами свяжется в течение рабочего дня и поможет завести событие.",
      },
      { type: "link", text: "Написать менеджеру", href: "mailto:partners@reg.local" },
    ],
    bodyEn: [
      {
        type: "paragraph",
        text: "Put your event on Reg Sport: we take care of registration, payment and messages to participants, so you can focus on the course and the finish-line party.",
      },
      { type: "heading", text: "What you get" },
      {
        type: "list",
        items: [
          "An event page with distances, price tiers and a live places-left counter.",
          "Payment collection with fiscal receipts and payouts to the organizer's account.",
          "Promo codes, corporate and team entries, extras such as T-shirts, medals and transfers.",
          "The start list and an Excel export of participants at any time.",
        ],
      },
      { type: "heading", text: "How to start" },
      {
        type: "paragraph",
        text: "Write to partners@reg.local: an organizer account manager will reply within one working day and help you set up the event.",
      },
      { type: "link", text: "Write to a manager", href: "mailto:partners@reg.local" },
    ],
  },
  {
    slug: "about-participants",
    titleRu: "Участникам",
    titleEn: "For participants",
    descriptionRu:
      "Как найти старт, зарегистрироваться, оплатить слот и получить стартовый пакет на Reg Sport.",
    descriptionEn:
      "How to find a race, register, pay for your place and collect your start pack on Reg Sport.",
    bodyRu: [
      {
        type: "paragraph",
        text: "Один аккаунт — все ваши старты: анкета заполняется один раз, а регистрации, оплаты и результаты собраны в личном кабинете.",
      },
      { type: "heading", text: "Как зарегистрироваться" },
      {
        type: "list",
        items: [
          "Найдите событие в календаре и выберите дистанцию.",
          "Заполните анкету участника — данные подставятся из профиля.",
          "Добавьте страховку или товары и оплатите заказ в течение 20 минут.",
          "Получите письмо с подтверждением и приходите за стартовым пакетом с документом.",
        ],
      },
      { type: "heading", text: "Если что-то пошло не так" },
      {
        type: "paragraph",
        text: "Если оплата не прошла или статус не меняется больше часа, напишите в поддержку — мы отвечаем по будням по московскому времени.",
      },
      { type: "link", text: "Найти старт", href: "/events/future" },
      { type: "link", text: "Контакты поддержки", href: "/Contacts" },
    ],
    bodyEn: [
      {
        type: "paragraph",
        text: "One account for all your races: you fill in the participant form once, and your registrations, payments and results live in your personal account.",
      },
      { type: "heading", text: "How to register" },
      {
        type: "list",
        items: [
          "Find an event in the calendar and choose a distance.",
          "Fill in the participant form; your profile fills in what it knows.",
          "Add insurance or extras and pay for the order within 20 minutes.",
          "Get the confirmation e-mail and collect your start pack with an ID document.",
        ],
      },
      { type: "heading", text: "If something goes wrong" },
      {
        type: "paragraph",
        text: "If a payment fails or its status has not changed for more than an hour, write to support: we answer on weekdays, Moscow time.",
      },
      { type: "link", text: "Find a race", href: "/events/future" },
      { type: "link", text: "Support contacts", href: "/Contacts" },
    ],
  },
  {
    slug: "contacts",
    titleRu: "Контакты",
    titleEn: "Contacts",
    descriptionRu: "Служба поддержки Reg Sport: электронная почта, телефон и часы работы.",
    descriptionEn: "Reg Sport support: e-mail, phone and working hours.",
    bodyRu: [
      {
        type: "paragraph",
        text: "Вопросы о регистрации, оплате и возвратах — в службу поддержки. По вопросам конкретного старта (трасса, стартовый пакет, результаты) быстрее ответит организатор: его контакты есть на странице события.",
      },
    ],
    bodyEn: [
      {
        type: "paragraph",
        text: "Questions about registration, payment and refunds go to support. For a particular race (the course, the start pack, results) its organizer answers faster: their contacts are on the event page.",
      },
    ],
  },
  {
    slug: "careers",
    titleRu: "Вакансии",
    titleEn: "Careers",
    descriptionRu:
      "Работа в Reg Sport: делаем сервис для любителей бега, велоспорта и триатлона. Открытые вакансии.",
    descriptionEn:
      "Work at Reg Sport: we build the service for amateur runners, cyclists and triathletes. Open positions.",
    bodyRu: [
      {
        type: "paragraph",
        text: "Мы небольшая команда, которая сама бегает, крутит педали и плавает. Работаем из Москвы и Санкт-Петербурга или удалённо, раз в сезон выходим вместе на старт.",
      },
    ],
    bodyEn: [
      {
        type: "paragraph",
        text: "We are a small team that runs, rides and swims itself. We work from Moscow and Saint Petersburg or remotely, and line up at a race together once a season.",
      },
    ],
  },
  {
    slug: "events-rating",
    titleRu: "Рейтинг событий",
    titleEn: "Events rating",
    descriptionRu:
      "Лучшие забеги, заплывы и велогонки по оценкам участников. Отмеченные рейтинги проверены платформой.",
    descriptionEn:
      "The best runs, swims and rides as rated by participants. Marked ratings are checked by the platform.",
    bodyRu: [
      {
        type: "paragraph",
        text: "Оценку от 1 до 5 ставят участники после финиша. Рейтинг с отметкой «подтверждён» проверен нами: учтены только отзывы тех, кто действительно стартовал.",
      },
    ],
    bodyEn: [
      {
        type: "paragraph",
        text: "Participants rate an event from 1 to 5 after they finish. A rating marked \u201cverified\u201d has been checked by us: only reviews of people who actually started count.",
      },
    ],
  },
  {
    slug: "nbd",
    titleRu: "Новое благотворительное движение",
    titleEn: "New Charity Movement",
    descriptionRu:
      "Бегите за тех, кому нужна помощь: благотворительные слоты, сборы на стартах и фонды-партнёры Reg Sport.",
    descriptionEn:
      "Run for those who need help: charity places, race-day fundraising and Reg Sport's partner foundations.",
    bodyRu: [
      {
        type: "paragraph",
        text: "«Новое благотворительное движение» объединяет участников, организаторов и фонды. На многих стартах есть благотворительные слоты: часть стоимости уходит фонду, а вы бежите с именным номером.",
      },
      {
        type: "facts",
        items: [
          { value: "12", label: "фондов-партнёров" },
          { value: "8,4 млн ₽", label: "собрано за 2025 год" },
          { value: "3 100", label: "благотворительных слотов" },
        ],
      },
      { type: "heading", text: "Как помочь" },
      {
        type: "list",
        items: [
          "Выберите благотворительный слот при регистрации на старт.",
          "Добавьте пожертвование в корзину — от 100 ₽.",
          "Соберите команду друзей и откройте свой сбор к забегу.",
        ],
      },
      { type: "link", text: "Найти старт с благотворительным слотом", href: "/events/future" },
    ],
    bodyEn: [
      {
        type: "paragraph",
        text: "The New Charity Movement brings participants, organizers and foundations together. Many races offer charity places: part of the price goes to a foundation, and you race with a named bib.",
      },
      {
        type: "facts",
        items: [
          { value: "12", label: "partner foundations" },
          { value: "8.4M RUB", label: "raised in 2025" },
          { value: "3,100", label: "charity places" },
        ],
      },
      { type: "heading", text: "How to help" },
      {
        type: "list",
        items: [
          "Choose a charity place when you register for a race.",
          "Add a donation to your cart, from 100 RUB.",
          "Gather a team of friends and start your own fundraiser for the race.",
        ],
      },
      { type: "link", text: "Find a race with charity places", href: "/events/future" },
    ],
  },
  {
    slug: "ostrovok",
    titleRu: "Отели к старту с Островком",
    titleEn: "Hotels for your race with Ostrovok",
    descriptionRu:
      "Забронируйте отель рядом со стартом через Островок: скидка участникам Reg Sport и бесплатная отмена.",
    descriptionEn:
      "Book a hotel near the start with Ostrovok: a discount for Reg Sport participants and free cancellation.",
    bodyRu: [
      {
        type: "paragraph",
        text: "Едете на старт в другой город? Наш партнёр Островок подберёт отель рядом со стартовым городком или трассой. Участникам Reg Sport — скидка до 10 % по промокоду из письма о регистрации.",
      },
      {
        type: "list",
        items: [
          "Более 2 миллионов отелей и апартаментов в России и мире.",
          "Бесплатная отмена для большинства вариантов — если старт перенесут.",
          "Оплата картой российского банка, закрывающие документы для командировок.",
        ],
      },
      { type: "link", text: "Перейти на Островок", href: "https://ostrovok.ru/" },
    ],
    bodyEn: [
      {
        type: "paragraph",
        text: "Travelling to a race in another city? Our partner Ostrovok finds a hotel near the race village or the course. Reg Sport participants get up to 10% off with the promo code from their registration e-mail.",
      },
      {
        type: "list",
        items: [
          "Over 2 million hotels and apartments in Russia and worldwide.",
          "Free cancellation for most options, in case the race is moved.",
          "Payment by a Russian bank card, invoices for business trips.",
        ],
      },
      { type: "link", text: "Go to Ostrovok", href: "https://ostrovok.ru/" },
    ],
  },
  {
    slug: "corp-client",
    titleRu: "Корпоративным клиентам",
    titleEn: "Corporate clients",
    descriptionRu:
      "Корпоративные команды на забегах и эстафетах: заявки на сотрудников, оплата по счёту, закрывающие документы.",
    descriptionEn:
      "Corporate teams at runs and relays: entries for employees, payment by invoice, accounting documents.",
    bodyRu: [
      {
        type: "paragraph",
        text: "Выведите команду компании на старт: мы поможем зарегистрировать сотрудников на забеги и эстафеты, выставим счёт на юрлицо и подготовим закрывающие документы.",
      },
      {
        type: "list",
        items: [
          "Слоты для сотрудников по корпоративному промокоду или списку.",
          "Оплата по счёту с НДС, акты и счета-фактуры через ЭДО.",
          "Брендированные футболки и шатёр команды в стартовом городке.",
        ],
      },
      { type: "link", text: "Запросить предложение", href: "mailto:corp@reg.local" },
    ],
    bodyEn: [
      {
        type: "paragraph",
        text: "Bring your company's team to the start line: we register employees for runs and relays, invoice your legal entity and prepare the accounting documents.",
      },
      {
        type: "list",
        items: [
          "Places for employees by a corporate promo code or a list.",
          "Payment by invoice with VAT, acts and invoices through e-document exchange.",
          "Branded T-shirts and a team tent in the race village.",
        ],
      },
      { type: "link", text: "Ask for an offer", href: "mailto:corp@reg.local" },
    ],
  },
];

/** One opening; its Russian title keeps a re-seed on the same row (and the same address). */
export interface CareerSeed {
  titleRu: string;
  titleEn: string;
  teamRu: string;
  teamEn: string;
  cityRu: string;
  cityEn: string;
  remote: boolean;
  employment: EmploymentType;
  summaryRu: string;
  summaryEn: string;
  bodyRu: PageBlock[];
  bodyEn: PageBlock[];
  /** Days before the seed's date it was published. */
  daysAgo: number;
}

const APPLY_EMAIL = "jobs@reg.local";

function body(
  ru: { tasks: string[]; needs: string[] },
  en: { tasks: string[]; needs: string[] },
): { bodyRu: PageBlock[]; bodyEn: PageBlock[] } {
  return {
    bodyRu: [
      { type: "heading", text: "Задачи" },
      { type: "list", items: ru.tasks },
      { type: "heading", text: "Мы ждём" },
      { type: "list", items: ru.needs },
      { type: "heading", text: "Условия" },
      {
        type: "list",
        items: [
          "Оформление по ТК РФ, ДМС со стоматологией после испытательного срока.",
          "Бесплатные слоты на старты платформы для вас и семьи.",
          "Гибкое начало дня, офис у метро или удалённая работа.",
        ],
      },
    ],
    bodyEn: [
      { type: "heading", text: "What you will do" },
      { type: "list", items: en.tasks },
      { type: "heading", text: "What we look for" },
      { type: "list", items: en.needs },
      { type: "heading", text: "What we offer" },
      {
        type: "list",
        items: [
          "An employment contract and health insurance with dental care after probation.",
          "Free places at the platform's races for you and your family.",
          "A flexible start of the day, an office near the metro or remote work.",
        ],
      },
    ],
  };
}

export const CAREER_SEEDS: (CareerSeed & { applyEmail: string })[] = [
  {
    titleRu: "Frontend-разработчик",
    titleEn: "Frontend developer",
    teamRu: "Разработка",
    teamEn: "Engineering",
    cityRu: "Москва",
    cityEn: "Moscow",
    remote: true,
    employment: "full-time",
    summaryRu: "React, TypeScript и TanStack: календарь стартов и мастер регистрации.",
    summaryEn: "React, TypeScript and TanStack: the race calendar and the registration wizard.",
    ...body(
      {
        tasks: [
          "Развивать календарь событий, страницу старта и мастер регистрации.",
          "Следить за скоростью загрузки и доступностью на мобильных.",
          "Писать тесты на Vitest и Playwright.",
        ],
        needs: [
          "От 3 лет с React и TypeScript.",
          "Понимание HTTP, кеширования и доступности (WCAG).",
          "Будет плюсом: опыт с TanStack Router, tRPC, Lingui.",
        ],
      },
      {
        tasks: [
          "Build the event calendar, the race page and the registration wizard.",
          "Keep pages fast and accessible on phones.",
          "Write tests with Vitest and Playwright.",
        ],
        needs: [
          "3+ years with React and TypeScript.",
          "A good grasp of HTTP, caching and accessibility (WCAG).",
          "A plus: TanStack Router, tRPC, Lingui.",
        ],
      },
    ),
    applyEmail: APPLY_EMAIL,
    daysAgo: 3,
  },
  {
    titleRu: "Менеджер по работе с организаторами",
    titleEn: "Organizer account manager",
    teamRu: "Партнёрства",
    teamEn: "Partnerships",
    cityRu: "Москва",
    cityEn: "Moscow",
    remote: false,
    employment: "full-time",
    summaryRu: "Ведение организаторов забегов и заплывов: от договора до финиша.",
    summaryEn: "Look after race and swim organizers, from the contract to the finish line.",
    ...body(
      {
        tasks: [
          "Подключать новых организаторов и заводить их события на платформе.",
          "Настраивать цены, слоты, промокоды и товары вместе с организатором.",
          "Быть на связи в день старта и разбирать вопросы после.",
        ],
        needs: [
          "Опыт в клиентском сервисе или аккаунт-менеджменте от 2 лет.",
          "Грамотная речь и письмо, аккуратность с цифрами.",
          "Любовь к любительскому спорту.",
        ],
      },
      {
        tasks: [
          "Bring new organizers on board and set up their events on the platform.",
          "Configure prices, slots, promo codes and goods with the organizer.",
          "Be on call on race day and sort out questions afterwards.",
        ],
        needs: [
          "2+ years in customer service or account management.",
          "Clear speech and writing, care with figures.",
          "A love of amateur sport.",
        ],
      },
    ),
    applyEmail: APPLY_EMAIL,
    daysAgo: 6,
  },
  {
    titleRu: "Backend-разработчик (Node.js)",
    titleEn: "Backend developer (Node.js)",
    teamRu: "Разработка",
    teamEn: "Engineering",
    cityRu: "Санкт-Петербург",
    cityEn: "Saint Petersburg",
    remote: true,
    employment: "full-time",
    summaryRu: "Регистрации, оплаты и слоты под нагрузкой открытия продаж.",
    summaryEn: "Registrations, payments and slots under the load of a sales opening.",
    ...body(
      {
        tasks: [
          "Развивать сервисы регистрации и оплаты на Node.js и PostgreSQL.",
          "Держать открытие продаж популярного марафона без очередей и двойных слотов.",
          "Интегрироваться с эквайрингом и онлайн-кассами.",
        ],
        needs: [
          "От 3 лет с Node.js и TypeScript, уверенный SQL.",
          "Опыт с транзакциями, блокировками и очередями.",
          "Будет плюсом: Fastify, Drizzle, платёжные интеграции.",
        ],
      },
      {
        tasks: [
          "Build the registration and payment services on Node.js and PostgreSQL.",
          "Keep a popular marathon's sales opening free of queues and double-sold places.",
          "Integrate with acquirers and online cash registers.",
        ],
        needs: [
          "3+ years with Node.js and TypeScript, solid SQL.",
          "Experience with transactions, locks and queues.",
          "A plus: Fastify, Drizzle, payment integrations.",
        ],
      },
    ),
    applyEmail: APPLY_EMAIL,
    daysAgo: 10,
  },
  {
    titleRu: "Специалист службы поддержки",
    titleEn: "Customer support specialist",
    teamRu: "Поддержка",
    teamEn: "Support",
    cityRu: "Казань",
    cityEn: "Kazan",
    remote: true,
    employment: "part-time",
    summaryRu: "Помогать участникам с регистрацией и оплатой по будням, 4–6 часов в день.",
    summaryEn: "Help participants with registration and payment on weekdays, 4–6 hours a day.",
    ...body(
      {
        tasks: [
          "Отвечать участникам в почте и чате по будням по московскому времени.",
          "Разбирать вопросы оплаты, возвратов и переноса слотов.",
          "Собирать частые вопросы для базы знаний.",
        ],
        needs: [
          "Доброжелательность и грамотный русский язык.",
          "Внимательность к деталям.",
          "Английский на уровне переписки будет плюсом.",
        ],
      },
      {
        tasks: [
          "Answer participants by e-mail and chat on weekdays, Moscow time.",
          "Sort out payments, refunds and transfers of places.",
          "Collect frequent questions for the help centre.",
        ],
        needs: [
          "A friendly manner and good written Russian.",
          "Attention to detail.",
          "Written English is a plus.",
        ],
      },
    ),
    applyEmail: APPLY_EMAIL,
    daysAgo: 14,
  },
  {
    titleRu: "Продуктовый дизайнер",
    titleEn: "Product designer",
    teamRu: "Продукт",
    teamEn: "Product",
    cityRu: "Москва",
    cityEn: "Moscow",
    remote: true,
    employment: "contract",
    summaryRu: "Проект на 6 месяцев: новая страница события и личный кабинет участника.",
    summaryEn: "A six-month project: the new event page and the participant's account.",
    ...body(
      {
        tasks: [
          "Спроектировать новую страницу события и личный кабинет.",
          "Проводить интервью с участниками и организаторами.",
          "Развивать дизайн-систему вместе с фронтендом.",
        ],
        needs: [
          "Портфолио продуктовых интерфейсов, мобильных в том числе.",
          "Уверенная Figma и понимание доступности.",
          "Опыт исследований с пользователями.",
        ],
      },
      {
        tasks: [
          "Design the new event page and the personal account.",
          "Interview participants and organizers.",
          "Grow the design system together with the frontend team.",
        ],
        needs: [
          "A portfolio of product interfaces, mobile included.",
          "Fluent Figma and an understanding of accessibility.",
          "Experience of user research.",
        ],
      },
    ),
    applyEmail: APPLY_EMAIL,
    daysAgo: 21,
  },
];

/** The main portal's support desk (SPEC §9: Mon–Fri, Moscow time). */
export const CONTACT_SEEDS = [
  {
    tenantId: "default",
    supportPhone: "+74951200530",
    supportDays: [1, 2, 3, 4, 5],
    supportFrom: "10:00",
    supportTo: "19:00",
    timeZone: "Europe/Moscow",
    addressRu: "Москва, ул. Большая Почтовая, 26В, стр. 2, офис 305",
    addressEn: "Office 305, 26V Bolshaya Pochtovaya St, bldg 2, Moscow",
  },
  {
    tenantId: "pionercup",
    supportPhone: null,
    supportDays: [1, 2, 3, 4, 5],
    supportFrom: "09:00",
    supportTo: "18:00",
    timeZone: "Europe/Moscow",
    addressRu: "",
    addressEn: "",
  },
] as const;
