import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { receiptDto, receiptMonthQuery } from '../../../shared/receipt.dto';
import { idParam, jsonAnswer, operation } from '../operation';

const tag = 'Receipts';
const forWhom =
  "For the order's buyer, its seller and admins; anyone else gets 404, as does an order not completed (it has no receipt yet).";

export const receiptPaths: ZodOpenApiPathsObject = {
  '/api/orders/{id}/receipt': {
    get: operation({
      tag,
      summary: "A completed order's receipt",
      description: forWhom,
      caller: 'user',
      params: { path: idParam },
      answers: { 200: jsonAnswer(receiptDto, 'The receipt') },
      errors: [400, 404],
    }),
  },
  '/api/orders/{id}/receipt.pdf': {
    get: operation({
      tag,
      summary: "A completed order's receipt as a PDF",
      description: forWhom,
      caller: 'user',
      params: { path: idParam },
      answers: {
        200: {
          description: 'The receipt, as a file named `receipt-{number}.pdf`',
          content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
        },
      },
      errors: [400, 404],
    }),
  },
  '/api/crabber/receipts': {
    get: operation({
      tag,
      summary: "The seller's receipts of one month, as CSV",
      description:
        'Every receipt of the signed-in seller issued in the month (dock time), numbered in order. A month that is not YYYY-MM is a 400.',
      caller: 'seller',
      params: { query: receiptMonthQuery },
      answers: {
        200: {
          description: 'The month as CSV',
          content: {
            'text/csv': {
              schema: z.string().meta({
                description:
                  'A header row (Number, Issued, Order, Buyer, Subtotal, Fee, Tax, Total, Refunded, Net, Payment method), then one row per receipt',
              }),
            },
          },
        },
      },
      errors: [400],
    }),
  },
};
