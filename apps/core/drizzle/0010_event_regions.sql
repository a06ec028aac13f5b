ALTER TABLE "events" ADD COLUMN "region" text;--> statement-breakpoint
CREATE INDEX "events_region_idx" ON "events" USING btree ("region");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_region_check" CHECK (region in ('RU-MOW', 'RU-MOS', 'RU-SPE', 'RU-LEN', 'RU-TA', 'RU-KDA', 'RU-SAM', 'RU-YAR', 'RU-TVE', 'RU-NIZ', 'RU-SVE', 'RU-TYU', 'RU-KHM', 'RU-MUR', 'RU-VGG', 'RU-KB', 'RU-ALT', 'RU-NVS', 'RU-KGD', 'RU-PRI', 'RU-PER'));
--> statement-breakpoint
-- Events already stored get the region of their city (the REGIONS list of @reg/domain); online ones and unknown cities stay null.
UPDATE "events" SET "region" = CASE "city_ru"
  WHEN 'Москва' THEN 'RU-MOW'
  WHEN 'Подольск' THEN 'RU-MOS'
  WHEN 'Красногорск' THEN 'RU-MOS'
  WHEN 'Санкт-Петербург' THEN 'RU-SPE'
  WHEN 'Петергоф' THEN 'RU-SPE'
  WHEN 'Кронштадт' THEN 'RU-SPE'
  WHEN 'Всеволожск' THEN 'RU-LEN'
  WHEN 'Казань' THEN 'RU-TA'
  WHEN 'Сочи' THEN 'RU-KDA'
  WHEN 'Самара' THEN 'RU-SAM'
  WHEN 'Ярославль' THEN 'RU-YAR'
  WHEN 'Рыбинск' THEN 'RU-YAR'
  WHEN 'Тверь' THEN 'RU-TVE'
  WHEN 'Нижний Новгород' THEN 'RU-NIZ'
  WHEN 'Екатеринбург' THEN 'RU-SVE'
  WHEN 'Тюмень' THEN 'RU-TYU'
  WHEN 'Ханты-Мансийск' THEN 'RU-KHM'
  WHEN 'Мурманск' THEN 'RU-MUR'
  WHEN 'Волгоград' THEN 'RU-VGG'
  WHEN 'Терскол' THEN 'RU-KB'
  WHEN 'Белокуриха' THEN 'RU-ALT'
  WHEN 'Новосибирск' THEN 'RU-NVS'
  WHEN 'Калининград' THEN 'RU-KGD'
  WHEN 'Владивосток' THEN 'RU-PRI'
  WHEN 'Пермь' THEN 'RU-PER'
END WHERE "region" IS NULL;
