import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { formatGiftCode, type BoughtGift } from "@reg/domain";
import { startsAtText } from "./starts-at-text";

const require = createRequire(import.meta.url);
const REGULAR = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
const BOLD = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");
const MONO = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSansMono-Bold.ttf");

const INK = "#1d2433";
const MUTED = "#5b6478";
const ACCENT = "#e4572e";

/** A paid gift: it has its code. */
export type IssuedGift = BoughtGift & { code: string };

/**
 * The printable gift card (A5 landscape), in Russian and English at once so either reader can
 * use it: the event, the race, its start, the code in groups of four, the buyer's message and
 * name, and where to redeem it. DejaVu Sans carries the Cyrillic.
 */
export function renderGiftCard(gift: IssuedGift, redeemUrl: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A5",
    layout: "landscape",
    margin: 36,
    info: { Title: `Подарок · Gift — ${gift.race.eventName.ru}` },
  });
  doc.registerFont("regular", REGULAR);
  doc.registerFont("bold", BOLD);
  doc.registerFont("mono", MONO);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const width = doc.page.width - 72;
  doc.rect(0, 0, doc.page.width, 10).fill(ACCENT);
  doc.fillColor(ACCENT).font("bold").fontSize(22).text("Подарок · Gift", 36, 30, { width });
  doc.moveDown(0.4);
  doc.fillColor(INK).font("bold").fontSize(15).text(gift.race.eventName.ru, { width });
  if (gift.race.eventName.en !== gift.race.eventName.ru)
    doc.font("regular").fontSize(11).fillColor(MUTED).text(gift.race.eventName.en, { width });
  doc.moveDown(0.3);
  doc.fillColor(INK).font("regular").fontSize(12);
  doc.text(`Забег · Race: ${gift.race.raceName.ru} · ${gift.race.raceName.en}`, { width });
  const starts = new Date(gift.race.startsAt);
  doc.text(`Старт: ${startsAtText(starts, "ru")} · Start: ${startsAtText(starts, "en")}`, {
    width,
  });

  doc.moveDown(0.8);
  const boxTop = doc.y;
  doc.roundedRect(36, boxTop, width, 58, 8).lineWidth(1.5).stroke(ACCENT);
  doc
    .fillColor(MUTED)
    .font("regular")
    .fontSize(9)
    .text("Код подарка · Gift code", 50, boxTop + 8);
  doc
    .fillColor(INK)
    .font("mono")
    .fontSize(24)
    .text(formatGiftCode(gift.code), 50, boxTop + 22, {
      characterSpacing: 1.5,
    });
  doc.y = boxTop + 70;
  doc.x = 36;

  if (gift.message !== "") {
    // A long message (up to 300 characters) in smaller type, so the card stays one page.
    const size = gift.message.length > 140 ? 9.5 : 12;
    doc.fillColor(INK).font("regular").fontSize(size).text(`«${gift.message}»`, { width });
    doc.moveDown(0.2);
  }
  doc.fillColor(INK).font("bold").fontSize(12).text(`От · From: ${gift.cardName}`, { width });

  // How to redeem sits at the card's foot, under a rule, whatever the message's length.
  const footTop = Math.max(doc.y + 16, doc.page.height - 118);
  doc
    .moveTo(36, footTop)
    .lineTo(36 + width, footTop)
    .lineWidth(0.5)
    .stroke(MUTED);
  doc.x = 36;
  doc.y = footTop + 10;
  doc.fillColor(MUTED).font("regular").fontSize(9);
  doc.text(
    `Как активировать: откройте ${redeemUrl}, войдите или зарегистрируйтесь, введите код и заполните анкету участника — вы будете зарегистрированы, участие уже оплачено. Код действует один раз, до старта.`,
    { width },
  );
  doc.moveDown(0.3);
  doc.text(
    `How to redeem: open ${redeemUrl}, sign in or create an account, enter the code and fill in the participant form — you are registered, already paid. The code works once, until the start.`,
    { width },
  );
  doc.end();
  return done;
}
