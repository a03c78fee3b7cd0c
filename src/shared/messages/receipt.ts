/** Receipts: the page, the seller's monthly download, and their refusals. */
export const receiptMessages = {
  notIssued: 'This order has no receipt yet: a receipt is issued when the order is completed.',
  title: 'Receipt',
  downloadPdf: 'Download PDF',
  print: 'Print',
  viewReceipt: 'View Receipt',
  monthCardTitle: 'Monthly Receipts',
  monthCardText: 'Every receipt issued in a month, as one CSV file for your books.',
  monthLabel: 'Month',
  downloadCsv: 'Download CSV',
  serviceFee: 'Service fee (5%)',
  tax: 'Tax',
  refunds: 'Refunds',
  netPaid: 'Net paid',
};
