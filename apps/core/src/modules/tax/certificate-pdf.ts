import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import {
  fnsDocumentName,
  isFnsDocumentCode,
  type CertificatePersonFields,
  type TaxCertificateFields,
} from "@reg/domain";

const require = createRequire(import.meta.url);
const REGULAR = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
const BOLD = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");

const MARGIN = 50;

/**
 * The certificate as a PDF (A4, Russian, DejaVu Sans for the Cyrillic), laid out as decision 0033
 * reads the FNS family of forms: page 1 the form (numbers, year, organizer, taxpayer, the
 * same-person flag, the amount, the signatory), page 2 the person served only when the flag is 0,
 * then the annex with the event, race and dates of every certified line. Every text is already
 * formatted in `fields`, stored when the certificate was issued, so a download years later prints
 * what was issued.
 */
export function renderTaxCertificate(fields: TaxCertificateFields): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: `${fields.title} № ${fields.number} (${fields.year})` },
  });
  doc.registerFont("regular", REGULAR);
  doc.registerFont("bold", BOLD);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const width = doc.page.width - 2 * MARGIN;

  const heading = (text: string) => {
    doc.font("bold").fontSize(13).text(text, { width, align: "center" });
    doc.moveDown(0.6);
  };
  const field = (label: string, value: string) => {
    doc.font("regular").fontSize(9).fillColor("#555555").text(label, { width });
    doc
      .font("bold")
      .fontSize(11)
      .fillColor("#000000")
      .text(value === "" ? "—" : value, { width });
    doc.moveDown(0.4);
  };
  const person = (p: CertificatePersonFields) => {
    field("Фамилия", p.lastName);
    field("Имя", p.firstName);
    field("Отчество", p.middleName ?? "");
    field("Дата рождения", p.birthDate);
    if (p.inn !== null) field("ИНН", p.inn);
    else if (p.document) {
      const name = isFnsDocumentCode(p.document.code) ? fnsDocumentName(p.document.code) : "";
      field("Код вида документа", `${p.document.code} ${name}`.trim());
      field("Серия и номер документа", p.document.number);
      field("Дата выдачи документа", p.document.issuedOn);
    }
  };

  // Page 1: the form.
  doc.font("regular").fontSize(9).text("Стр. 001", { width, align: "right" });
  heading(fields.title);
  field("Номер справки", fields.number);
  field("Номер корректировки", fields.correction);
  field("Отчётный год", fields.year);
  field("Дата выдачи", fields.issuedOn);
  doc.font("bold").fontSize(11).text("Организация (индивидуальный предприниматель)", { width });
  doc.moveDown(0.3);
  field("Наименование", fields.organizer.name);
  field("ИНН", fields.organizer.inn);
  if (fields.organizer.kpp !== null) field("КПП", fields.organizer.kpp);
  doc.font("bold").fontSize(11).text("Налогоплательщик", { width });
  doc.moveDown(0.3);
  person(fields.taxpayer);
  field(
    "Налогоплательщик и лицо, получившее услуги, являются одним лицом (1 — да, 0 — нет)",
    fields.samePerson,
  );
  field(
    "Сумма расходов на оказанные физкультурно-оздоровительные услуги (руб. коп.)",
    fields.amount,
  );
  doc.moveDown(0.6);
  field(
    "Подпись",
    [fields.signatory.position ?? "", fields.signatory.fullName].filter((p) => p).join(", ") +
      " ____________",
  );

  // Page 2: the person served, only when they are not the taxpayer.
  if (fields.personServed !== null) {
    doc.addPage();
    doc.font("regular").fontSize(9).text("Стр. 002", { width, align: "right" });
    heading("Сведения о лице, получившем физкультурно-оздоровительные услуги");
    person(fields.personServed);
  }

  // The annex: what the amount was paid for.
  doc.addPage();
  heading(`Приложение к справке № ${fields.number} (корректировка ${fields.correction})`);
  for (const line of fields.annex.lines) {
    doc.font("bold").fontSize(10).text(`${line.event} — ${line.race}`, { width });
    doc
      .font("regular")
      .fontSize(10)
      .text(
        `Дата старта: ${line.raceDate}; дата оплаты: ${line.paidOn}; сумма: ${line.amount} руб.`,
        { width },
      );
    doc.moveDown(0.4);
  }
  doc.moveDown(0.4);
  doc.font("bold").fontSize(11).text(`Итого: ${fields.annex.total} руб.`, { width });
  doc.end();
  return done;
}
