/** Running clubs of the participant form's club select. */
export const CLUB_SEEDS: { name: string; city: string }[] = [
  { name: "Бегущий город", city: "Москва" },
  { name: "Red Fox Running Club", city: "Москва" },
  { name: "Московский клуб любителей бега", city: "Москва" },
  { name: "Лужники Раннерс", city: "Москва" },
  { name: "Невский бег", city: "Санкт-Петербург" },
  { name: "White Nights Runners", city: "Санкт-Петербург" },
  { name: "Казанский марафонский клуб", city: "Казань" },
  { name: "Уральский трейл", city: "Екатеринбург" },
  { name: "Сочи Триатлон", city: "Сочи" },
  { name: "Пионер Кап Клаб", city: "Москва" },
];

/** Professions of the participant form's select, in display order. */
export const OCCUPATION_SEEDS: { code: string; nameRu: string; nameEn: string }[] = [
  { code: "it", nameRu: "IT и разработка", nameEn: "IT and software" },
  { code: "engineering", nameRu: "Инженерия", nameEn: "Engineering" },
  { code: "medicine", nameRu: "Медицина", nameEn: "Medicine" },
  { code: "education", nameRu: "Образование", nameEn: "Education" },
  { code: "finance", nameRu: "Финансы", nameEn: "Finance" },
  { code: "sales", nameRu: "Продажи и маркетинг", nameEn: "Sales and marketing" },
  { code: "public-service", nameRu: "Госслужба", nameEn: "Public service" },
  { code: "military", nameRu: "Армия и силовые структуры", nameEn: "Armed forces" },
  { code: "sport", nameRu: "Спорт", nameEn: "Sport" },
  { code: "arts", nameRu: "Искусство и медиа", nameEn: "Arts and media" },
  { code: "student", nameRu: "Учащийся", nameEn: "Student" },
  { code: "retired", nameRu: "Пенсионер", nameEn: "Retired" },
  { code: "other", nameRu: "Другое", nameEn: "Other" },
];
