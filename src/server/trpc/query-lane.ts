/**
 * A short path for the requests the client sends most: batched GET queries (httpBatchLink). tRPC's
 * fetch adapter builds a full web Request (with abort signals) and a web Response per call, which
 * on a catalog page cost more than the procedure; here the same procedures are called with tRPC's
 * own public pieces (callTRPCProcedure, getTRPCErrorShape, transformTRPCResponse,
 * getHTTPStatusCode), so input validation, middlewares, error shapes and status codes are tRPC's.
 * Anything else (mutations, single calls, streaming, unknown procedures, malformed input) returns
 * undefined and goes through the fetch adapter, which owns the protocol's edge cases.
 * tests/api/trpc-query-lane.test.ts checks the answers match the adapter's byte for byte.
 */
import {
  type AnyRouter,
  callTRPCProcedure,
  getTRPCErrorFromUnknown,
  getTRPCErrorShape,
  transformTRPCResponse,
} from '@trpc/server';
import { getHTTPStatusCode } from '@trpc/server/http';
import { procedureType, type RouterContext, routerConfig } from './trpc-internals';

type Inputs = Record<string, unknown>;

/** The calls of a batched GET made only of known queries, or undefined when it is anything else. */
function batchedQueries(router: AnyRouter, request: Request, pathList: string, query: URLSearchParams) {
  if (request.method !== 'GET' || query.get('batch') !== '1') return undefined;
  // Streaming answers (httpBatchStreamLink, subscriptions) are the adapter's.
  if (request.headers.get('trpc-accept') || query.has('lastEventId')) return undefined;
  const paths = pathList.split(',');
  if (!paths.every((path) => procedureType(router, path) === 'query')) return undefined;
  const rawInput = query.get('input');
  let inputs: Inputs = {};
  if (rawInput) {
    try {
      inputs = JSON.parse(rawInput);
    } catch {
      return undefined;
    }
    if (inputs === null || typeof inputs !== 'object' || Array.isArray(inputs)) return undefined;
  }
  return { paths, inputs };
}

export async function answerBatchedQueries<TRouter extends AnyRouter>(
  router: TRouter,
  request: Request,
  pathList: string,
  query: URLSearchParams,
  createContext: () => RouterContext<TRouter>,
): Promise<{ status: number; body: string } | undefined> {
  const batch = batchedQueries(router, request, pathList, query);
  if (!batch) return undefined;
  const config = routerConfig(router);
  const ctx = createContext();
  const answers = await Promise.all(
    batch.paths.map(async (path, index) => {
      let input: unknown;
      try {
        const raw = batch.inputs[index];
        input = raw === undefined ? undefined : config.transformer.input.deserialize(raw);
        const data = await callTRPCProcedure({
          router,
          path,
          getRawInput: async () => input,
          ctx,
          type: 'query',
          signal: undefined,
          batchIndex: index,
        });
        return { result: { data } };
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        return { error: getTRPCErrorShape({ config, error, type: 'query', path, input, ctx }) };
      }
    }),
  );
  return {
    status: getHTTPStatusCode(answers),
    body: JSON.stringify(transformTRPCResponse(config, answers)),
  };
}
