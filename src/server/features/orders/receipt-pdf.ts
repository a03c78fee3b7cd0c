/**
 * A receipt drawn as a PDF with pdfkit in the standard Helvetica fonts: nothing to load from disk
 * or the network. One A4-or-Letter-safe page for a normal order; pdfkit adds pages past that.
 */

import PDFDocument from 'pdfkit';
import { formatDecimalUsd } from '../../../shared/money';
import { localDateOf } from '../../../shared/pickup-slots';
import type { ReceiptDto } from '../../../shared/receipt.dto';
import { shellfishTagText } from '../../../shared/shellfish-tag.schema';
import { weighedLineNote } from '../../../shared/weights';

const columns = [
  { label: 'Item', x: 50, width: 190, align: 'left' },
  { label: 'Ordered', x: 240, width: 60, align: 'right' },
  { label: 'Handed over', x: 300, width: 80, align: 'right' },
  { label: 'Unit price', x: 380, width: 80, align: 'right' },
  { label: 'Total', x: 460, width: 90, align: 'right' },
] as const;

function row(doc: PDFKit.PDFDocument, cells: readonly string[], bold = false) {
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
  let bottom = y;
  cells.forEach((text, index) => {
    const column = columns[index]!;
    doc.text(text, column.x, y, { width: column.width, align: column.align });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = 50;
  doc.y = bottom + 4;
}

function sum(doc: PDFKit.PDFDocument, label: string, amount: string, bold = false) {
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
  doc.text(label, 300, y, { width: 160, align: 'right' });
  doc.text(amount, 460, y, { width: 90, align: 'right' });
  doc.x = 50;
}

export function receiptPdf(receipt: ReceiptDto): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    info: { Title: `Receipt ${receipt.number}`, Author: receipt.seller.name, Creator: 'BayCatch' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).text(receipt.seller.name);
  doc.font('Helvetica').fontSize(10);
  if (receipt.seller.address) doc.text(receipt.seller.address);
  for (const licence of receipt.seller.licences) doc.text(licence);
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(14).text(`Receipt ${receipt.number}`);
  doc.font('Helvetica').fontSize(10);
  doc.text(`Issued ${localDateOf(new Date(receipt.issuedAt))}`);
  doc.text(`Order ${receipt.orderId}`);
  doc.text(`Buyer: ${receipt.buyer.name}${receipt.buyer.email ? ` <${receipt.buyer.email}>` : ''}`);
  doc.text(`Pickup: ${receipt.pickupLabel}`);
  doc.moveDown();

  row(
    doc,
    columns.map((column) => column.label),
    true,
  );
  for (const line of receipt.lines) {
    const weights = weighedLineNote(line);
    row(doc, [
      [
        weights
          ? `${line.title} (${weights}; estimate ${formatDecimalUsd(line.estimatedTotal)})`
          : line.title,
        line.lotCode && `lot ${line.lotCode}`,
      ]
        .filter(Boolean)
        .join(', '),
      `${line.orderedQty} ${line.unit}`,
      `${line.handedOverQty} ${line.unit}`,
      `${formatDecimalUsd(line.unitPrice)}${line.pricing === 'per_lb' ? '/lb' : ''}`,
      formatDecimalUsd(line.lineTotal),
    ]);
    // The tag travels with shellstock: a restaurant keeps it on file with the receipt.
    if (line.shellfishTag) {
      doc.font('Helvetica').fontSize(8).text(shellfishTagText(line.shellfishTag), 50, doc.y, { width: 500 });
      doc.fontSize(10).moveDown(0.3);
    }
  }
  doc.moveDown();
  sum(doc, 'Subtotal', formatDecimalUsd(receipt.subtotal));
  sum(doc, 'Service fee', formatDecimalUsd(receipt.serviceFee));
  sum(doc, 'Tax', formatDecimalUsd(receipt.tax));
  sum(doc, 'Total', formatDecimalUsd(receipt.total), true);
  for (const note of receipt.creditNotes) {
    const when = localDateOf(new Date(note.date));
    sum(doc, `Refund ${when} (${note.method})`, `-${formatDecimalUsd(note.amount)}`);
    doc.font('Helvetica').fontSize(8).text(note.reason, 300, doc.y, { width: 250, align: 'right' });
    doc.fontSize(10);
  }
  sum(doc, 'Net paid', formatDecimalUsd(receipt.netPaid), true);
  doc.moveDown();
  const payment = receipt.paymentMethod === 'card' ? 'Card' : 'Cash at pickup';
  doc.font('Helvetica').text(`Payment: ${payment} (${receipt.paymentStatus.replace(/_/g, ' ')})`, 50);
  doc.end();
  return done;
}
